// Issue 28 item 1: a revision is stored as the line delta from the one before; it must give the text back
// exactly, whatever the texts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyLineDelta,
  applyLineDeltas,
  countChangedLines,
  lineDelta,
} from '../../src/bins/revisions/line-delta.ts'

const line = fc.oneof(fc.constantFrom('', 'a', 'b', 'const x = 1', '  }', '\r'), fc.string({ maxLength: 8 }))
const text = fc
  .tuple(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n'), fc.boolean())
  .map(([lines, eol, endsWithBreak]) => lines.join(eol) + (endsWithBreak && lines.length ? eol : ''))

describe('line deltas', () => {
  it('turn any text into any other, exactly', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const found = lineDelta(before, after)
        expect(found).toBeDefined()
        expect(applyLineDelta(before, found!.delta)).toBe(after)
      }),
      { numRuns: 500 },
    )
  })

  it('applied as a chain at once, give the same text as one after the other', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), ([first, ...rest]) => {
        const texts = [first!, ...rest]
        const deltas = texts.slice(1).map((after, i) => lineDelta(texts[i]!, after)!.delta)
        expect(applyLineDeltas(first!, deltas)).toBe(texts.at(-1))
      }),
      { numRuns: 300 },
    )
  })

  it('cost about the changed lines, not the whole text', () => {
    const before = Array.from({ length: 400 }, (_, i) => `line ${i} of a long enough file\n`).join('')
    const after = before.replace('line 200 of', 'line two hundred of')
    const found = lineDelta(before, after)!
    expect(found).toMatchObject({ added: 1, removed: 1 })
    expect(JSON.stringify(found.delta).length).toBeLessThan(100)
  })

  it('count the lines of a first revision as added', () => {
    expect(countChangedLines('', 'a\nb\nc')).toEqual({ added: 3, removed: 0 })
    expect(countChangedLines('', 'a\nb\n')).toEqual({ added: 2, removed: 0 })
  })

  it('refuse a delta that does not fit the text instead of making up a text', () => {
    expect(() => applyLineDelta('a\n', [2])).toThrow()
    expect(() => applyLineDelta('a\nb\n', [1])).toThrow()
    expect(() => applyLineDelta('a\n', [-3])).toThrow()
    expect(() => applyLineDeltas('a\n', [[1, 'b\n'], [3]])).toThrow()
  })
})
