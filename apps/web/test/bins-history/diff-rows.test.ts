import { describe, expect, it } from 'vitest'
import {
  countChanges,
  type DiffLine,
  diffLinesOf,
  sideBySideRows,
  unifiedRows,
} from '../../src/features/bins/history/diff-rows.ts'

const text = (...lines: string[]) => `${lines.join('\n')}\n`
const numbered = (count: number, changed = -1) =>
  text(...Array.from({ length: count }, (_, index) => (index === changed ? 'changed' : `line ${index + 1}`)))

describe('diff rows (docs/decisions/0022: a diff between any two revisions)', () => {
  it('numbers each line in the older text, the newer, or both', () => {
    expect(diffLinesOf(text('a', 'b', 'c'), text('a', 'B', 'c', 'd'))).toEqual([
      { kind: 'same', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'removed', text: 'b', oldNumber: 2 },
      { kind: 'added', text: 'B', newNumber: 2 },
      { kind: 'same', text: 'c', oldNumber: 3, newNumber: 3 },
      { kind: 'added', text: 'd', newNumber: 4 },
    ])
  })

  it('takes a last line without a newline, Windows line ends, and empty texts', () => {
    expect(diffLinesOf('', 'x\r\ny')).toEqual([
      { kind: 'added', text: 'x', newNumber: 1 },
      { kind: 'added', text: 'y', newNumber: 2 },
    ])
    expect(diffLinesOf('gone', '')).toEqual([{ kind: 'removed', text: 'gone', oldNumber: 1 }])
    expect(diffLinesOf('', '')).toEqual([])
  })

  it('keeps three unchanged lines around a change and folds the rest into gaps', () => {
    const rows = unifiedRows(numbered(20), numbered(20, 9))
    expect(rows[0]).toMatchObject({ kind: 'gap' })
    const gap = rows[0] as { lines: DiffLine[] }
    expect(gap.lines.map((line) => line.text)).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
      'line 6',
    ])
    expect(rows.slice(1, -1).map((row) => (row.kind === 'gap' ? 'gap' : `${row.kind} ${row.text}`))).toEqual([
      'same line 7',
      'same line 8',
      'same line 9',
      'removed line 10',
      'added changed',
      'same line 11',
      'same line 12',
      'same line 13',
    ])
    expect((rows.at(-1) as { lines: DiffLine[] }).lines).toHaveLength(7)
  })

  it('shows a single unchanged line between changes rather than a gap of one', () => {
    const rows = unifiedRows(numbered(9), text('x', ...numbered(9).trimEnd().split('\n').slice(1, 8), 'y'), {
      context: 3,
    })
    expect(rows.some((row) => row.kind === 'gap')).toBe(false)
    expect(rows.filter((row) => row.kind === 'same')).toHaveLength(7)
  })

  it('gives every line of the two texts when the diff gives up', () => {
    const before = numbered(3000)
    const after = text(...numbered(3000).trimEnd().split('\n').reverse())
    const rows = unifiedRows(before, after, { timeout: 0 })
    expect(countChanges(rows)).toEqual({ added: 3000, removed: 3000 })
  })

  it('puts each removed run beside the added run that replaced it, side by side', () => {
    const rows = unifiedRows(
      text('keep', 'old 1', 'old 2', 'old 3', 'end'),
      text('keep', 'new 1', 'end', 'more'),
    )
    const pairs = sideBySideRows(rows).map((row) =>
      row.kind === 'gap' ? 'gap' : `${row.left?.text ?? '·'} | ${row.right?.text ?? '·'}`,
    )
    expect(pairs).toEqual(['keep | keep', 'old 1 | new 1', 'old 2 | ·', 'old 3 | ·', 'end | end', '· | more'])
  })

  it('keeps folded gaps whole, side by side', () => {
    const pairs = sideBySideRows(unifiedRows(numbered(20), numbered(20, 0)))
    expect(pairs[0]).toEqual({
      kind: 'pair',
      left: { kind: 'removed', text: 'line 1', oldNumber: 1 },
      right: { kind: 'added', text: 'changed', newNumber: 1 },
    })
    expect(pairs.at(-1)).toMatchObject({ kind: 'gap' })
  })

  it('counts lines added and removed', () => {
    expect(countChanges(unifiedRows(text('a', 'b'), text('a', 'c', 'd')))).toEqual({ added: 2, removed: 1 })
    expect(countChanges(unifiedRows(text('same'), text('same')))).toEqual({ added: 0, removed: 0 })
  })
})
