import { type ChangeObject, diffLines } from 'diff'

export type LineKind = 'same' | 'added' | 'removed'

/** One line of a diff, with its number in the older text, the newer one, or both. */
export type DiffLine = { kind: LineKind; text: string; oldNumber?: number; newNumber?: number }

/** Unchanged lines left out between two changes, kept so that they can be shown on demand. */
export type DiffGap = { kind: 'gap'; lines: DiffLine[] }

export type UnifiedRow = DiffLine | DiffGap

/** A side-by-side row: the older line on the left, the newer on the right; a missing side is blank. */
export type LinePair = { kind: 'pair'; left?: DiffLine; right?: DiffLine }
export type SideBySideRow = LinePair | DiffGap

export type DiffRowsOptions = {
  /** Unchanged lines kept around each change. */
  context?: number
  /** When the line diff gives up (ms), the whole older text is shown removed and the newer added. */
  timeout?: number
}

/** The lines of one change's text: the diff keeps each line's newline, and the last may have none. */
function linesOf(value: string): string[] {
  const lines = value.split('\n')
  if (lines.at(-1) === '') lines.pop()
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
}

function numbered(changes: readonly ChangeObject<string>[]): DiffLine[] {
  const lines: DiffLine[] = []
  let oldNumber = 0
  let newNumber = 0
  for (const change of changes) {
    for (const text of linesOf(change.value)) {
      if (change.added) lines.push({ kind: 'added', text, newNumber: ++newNumber })
      else if (change.removed) lines.push({ kind: 'removed', text, oldNumber: ++oldNumber })
      else lines.push({ kind: 'same', text, oldNumber: ++oldNumber, newNumber: ++newNumber })
    }
  }
  return lines
}

/** Every line of `before` and `after` as the `diff` package's line diff pairs them. */
export function diffLinesOf(before: string, after: string, timeout = 1000): DiffLine[] {
  const changes = diffLines(before, after, { timeout }) ?? [
    { value: before, added: false, removed: true, count: 0 },
    { value: after, added: true, removed: false, count: 0 },
  ]
  return numbered(changes.filter((change) => change.value !== ''))
}

/**
 * The rows of a unified diff from `before` to `after`: every changed line, `context` unchanged lines
 * around each, and the longer runs of unchanged lines between them folded into gaps.
 */
export function unifiedRows(before: string, after: string, options: DiffRowsOptions = {}): UnifiedRow[] {
  const { context = 3, timeout } = options
  const lines = diffLinesOf(before, after, timeout)
  const near = new Array<boolean>(lines.length).fill(false)
  lines.forEach((line, index) => {
    if (line.kind === 'same') return
    for (let at = Math.max(0, index - context); at <= Math.min(lines.length - 1, index + context); at++)
      near[at] = true
  })
  const rows: UnifiedRow[] = []
  let folded: DiffLine[] = []
  const fold = () => {
    // A gap of one line would take as much room as the line itself.
    if (folded.length === 1) rows.push(folded[0]!)
    else if (folded.length > 1) rows.push({ kind: 'gap', lines: folded })
    folded = []
  }
  lines.forEach((line, index) => {
    if (near[index]) {
      fold()
      rows.push(line)
    } else folded.push(line)
  })
  fold()
  return rows
}

/**
 * The same rows side by side: unchanged lines on both sides, and each run of removed lines beside the
 * run of added lines that follows it, line for line.
 */
export function sideBySideRows(rows: readonly UnifiedRow[]): SideBySideRow[] {
  const paired: SideBySideRow[] = []
  let removed: DiffLine[] = []
  let added: DiffLine[] = []
  const flush = () => {
    for (let index = 0; index < Math.max(removed.length, added.length); index++)
      paired.push({ kind: 'pair', left: removed[index], right: added[index] })
    removed = []
    added = []
  }
  for (const row of rows) {
    if (row.kind === 'removed') {
      // A removal after additions starts a new run: the additions stay beside what they replaced.
      if (added.length > 0) flush()
      removed.push(row)
    } else if (row.kind === 'added') added.push(row)
    else {
      flush()
      paired.push(row.kind === 'gap' ? row : { kind: 'pair', left: row, right: row })
    }
  }
  flush()
  return paired
}

/** How many lines the rows add and remove. */
export function countChanges(rows: readonly UnifiedRow[]): { added: number; removed: number } {
  let added = 0
  let removed = 0
  for (const row of rows) {
    if (row.kind === 'added') added++
    else if (row.kind === 'removed') removed++
  }
  return { added, removed }
}
