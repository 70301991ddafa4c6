// docs/decisions/0022: a revision is stored as the line delta from the one before; it must give the text back
// exactly, whatever the texts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyLineDelta, applyLineDeltas, lineChange } from '../../src/bins/revisions/line-delta.ts'

const line = fc.oneof(fc.constantFrom('', 'a', 'b', 'const x = 1', '  }', '\r'), fc.string({ maxLength: 8 }))
const text = fc
  .tuple(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
  .map(([lines, eol, endsWithBreak]) => lines.join(eol) + (endsWithBreak && lines.length ? eol : ''))

describe('line deltas', () => {
  it('turn any text into any other, exactly', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const found = lineChange(before, after)
        expect(found.delta).toBeDefined()
        expect(applyLineDelta(before, found.delta!)).toBe(after)
      }),
      { numRuns: 500 },
    )
  })

  it('applied as a chain at once, give the same text as one after the other', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), ([first, ...rest]) => {
        const texts = [first!, ...rest]
        const deltas = texts.slice(1).map((after, i) => lineChange(texts[i]!, after).delta!)
        expect(applyLineDeltas(first!, deltas)).toBe(texts.at(-1))
      }),
      { numRuns: 300 },
    )
  })

  it('cost about the changed lines, not the whole text', () => {
    const before = Array.from({ length: 400 }, (_, i) => `line ${i} of a long enough file\n`).join('')
    const after = before.replace('line 200 of', 'line two hundred of')
    const found = lineChange(before, after)
    expect(found).toMatchObject({ added: 1, removed: 1 })
    expect(JSON.stringify(found.delta).length).toBeLessThan(100)
  })

  // A save must not hold the event loop (docs/decisions/0034): past its bounds the diff is not run.
  const long = (round: number, lines = 20_000) =>
    Array.from(
      { length: lines },
      (_, n) => `const v${n} = compute(${n * 31 + round}) // round ${round}\n`,
    ).join('')

  it('give no delta for a rewrite of every line of a long text, and count its lines once', () => {
    const change = lineChange(long(1), long(2))
    expect(change).toEqual({ delta: undefined, added: 20_000, removed: 20_000 })
  })

  it('diff only what lies between the lines a long text keeps at its start and end', () => {
    const before = long(1)
    const after = before.replace('compute(310001)', 'compute(42)')
    const change = lineChange(before, after)
    expect(change).toMatchObject({ added: 1, removed: 1 })
    expect(change.delta).toEqual([10_000, -1, 'const v10000 = compute(42) // round 1\n', 9_999])
    expect(applyLineDelta(before, change.delta!)).toBe(after)
  })

  it('count lines found on both sides as unchanged when the diff gives up within its bounds', () => {
    // 6,000 short lines in another order: within the bounds in size, past them in edits.
    const lines = Array.from({ length: 6_000 }, (_, n) => `${n}\n`)
    const shuffled = lines.map((_, i) => lines[(i * 1_999) % lines.length]!)
    const change = lineChange(lines.join(''), [...shuffled.slice(1), 'one new line\n'].join(''))
    expect(change.delta).toBeUndefined()
    expect(change).toMatchObject({ added: 1, removed: 1 })
  })

  it('count the lines of a first revision as added', () => {
    expect(lineChange('', 'a\nb\nc')).toMatchObject({ added: 3, removed: 0 })
    expect(lineChange('', 'a\nb\n')).toMatchObject({ added: 2, removed: 0 })
  })

  it('refuse a delta that does not fit the text instead of making up a text', () => {
    expect(() => applyLineDelta('a\n', [2])).toThrow()
    expect(() => applyLineDelta('a\nb\n', [1])).toThrow()
    expect(() => applyLineDelta('a\n', [-3])).toThrow()
    expect(() => applyLineDeltas('a\n', [[1, 'b\n'], [3]])).toThrow()
  })
})
