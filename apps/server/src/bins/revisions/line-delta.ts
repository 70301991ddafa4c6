import { diffArrays } from 'diff'

/**
 * How one text becomes the next, line by line: keep `n` lines, drop `n` lines, or insert text. Stored
 * as JSON (`[3, -2, "new line\n", 5]`): a number above 0 keeps, below 0 drops, a string is inserted.
 * A revision costs about the lines it changed, not the whole text.
 */
export type LineDelta = (number | string)[]

export type DeltaResult = { delta: LineDelta; added: number; removed: number }

// A delta is looked for only while it is cheap to find, so that a save never holds the event loop
// (docs/decisions/0034): past these bounds the revision is stored whole, which costs little more than
// a delta of that size would. The lines both texts share at their start and end are set aside first,
// so an edit anywhere in a long text diffs only the lines between.
const MOST_CHANGED_LINES = 20_000
const MOST_CHANGED_CHARACTERS = 256 * 1024
const MOST_EDITS = 5_000
const MOST_DIFF_MS = 15
// Up to this many lines between them, a diff is cheap however the lines differ (a millisecond or so),
// and runs without a clock: its result does not depend on how busy the machine is.
const UNTIMED_LINES = 1_000

/** The text's lines, each with its line break; the last may have none. */
function linesOf(text: string): string[] {
  const lines: string[] = []
  for (let start = 0; start < text.length; ) {
    const end = text.indexOf('\n', start) + 1 || text.length
    lines.push(text.slice(start, end))
    start = end
  }
  return lines
}

/** How many lines two texts share at their start and at their end, and the lines between. */
function changedLines(before: string, after: string) {
  const old = linesOf(before)
  const next = linesOf(after)
  let head = 0
  while (head < old.length && head < next.length && old[head] === next[head]) head++
  let tail = 0
  while (
    tail < old.length - head &&
    tail < next.length - head &&
    old[old.length - 1 - tail] === next[next.length - 1 - tail]
  ) {
    tail++
  }
  return {
    head,
    tail,
    removed: old.slice(head, old.length - tail),
    added: next.slice(head, next.length - tail),
  }
}

const characters = (lines: string[]) => lines.reduce((sum, line) => sum + line.length, 0)

type Change = { value: string[]; count: number; added: boolean; removed: boolean }

/** The changes between the lines of the middles, found by a diff bounded in edits and in time. */
function middleChanges(removed: string[], added: string[]): Change[] | undefined {
  if (!removed.length || !added.length) {
    return [
      { value: removed, count: removed.length, added: false, removed: true },
      { value: added, count: added.length, added: true, removed: false },
    ]
  }
  const timeout = removed.length + added.length > UNTIMED_LINES ? MOST_DIFF_MS : undefined
  return diffArrays(removed, added, { maxEditLength: MOST_EDITS, ...(timeout ? { timeout } : {}) })
}

/** How a text changed: lines added and removed, and the delta when one was cheap to find. */
export type LineChange = { delta: LineDelta | undefined; added: number; removed: number }

/**
 * How `before` became `after`, found once per save. Past the bounds above there is no delta, and the
 * lines between the common start and end count as removed and added; when the diff gives up within
 * them, those found on both sides (counted as a multiset, not in order) count as neither. Linear in
 * the texts but for the bounded diff.
 */
export function lineChange(before: string, after: string): LineChange {
  const { head, tail, removed, added } = changedLines(before, after)
  const counted = { delta: undefined, added: added.length, removed: removed.length }
  if (removed.length + added.length > MOST_CHANGED_LINES) return counted
  if (characters(removed) + characters(added) > MOST_CHANGED_CHARACTERS) return counted
  const changes = middleChanges(removed, added)
  if (!changes) return { delta: undefined, ...countUnordered(removed, added) }
  const delta: LineDelta = head ? [head] : []
  const change = { delta, added: 0, removed: 0 }
  for (const { value, count, added: isAdded, removed: isRemoved } of changes) {
    if (!count) continue
    if (isAdded) {
      delta.push(value.join(''))
      change.added += count
    } else if (isRemoved) {
      delta.push(-count)
      change.removed += count
    } else {
      delta.push(count)
    }
  }
  if (tail) delta.push(tail)
  return change
}

/** Lines added and removed, less those found on both sides, in any order. */
function countUnordered(removed: string[], added: string[]) {
  const left = new Map<string, number>()
  for (const line of removed) left.set(line, (left.get(line) ?? 0) + 1)
  let kept = 0
  for (const line of added) {
    const count = left.get(line)
    if (count) {
      left.set(line, count - 1)
      kept++
    }
  }
  return { added: added.length - kept, removed: removed.length - kept }
}

/**
 * The lines `delta` makes of `before`'s lines. A line without a break (the text's last) joins the one
 * appended after it, so the result is always the lines of the text it stands for.
 */
function applyToLines(before: string[], delta: LineDelta): string[] {
  const after: string[] = []
  const append = (line: string) => {
    const last = after.length - 1
    if (last >= 0 && !after[last]!.endsWith('\n')) after[last] += line
    else after.push(line)
  }
  let at = 0
  for (const step of delta) {
    if (typeof step === 'string') {
      for (const line of linesOf(step)) append(line)
    } else if (step > 0) {
      if (at + step > before.length) throw new Error('The delta keeps more lines than the text has.')
      for (let end = at + step; at < end; at++) append(before[at]!)
    } else {
      at -= step
      if (at > before.length) throw new Error('The delta drops more lines than the text has.')
    }
  }
  if (at !== before.length) throw new Error('The delta leaves lines of the text unread.')
  return after
}

/**
 * The text `deltas` make of `whole`, one after the other. The text is split into lines once and joined
 * once, whatever the chain's length: a chain of 19 deltas of a 10 KB text costs well under a
 * millisecond. Throws when a delta does not fit the text it is applied to.
 */
export function applyLineDeltas(whole: string, deltas: readonly LineDelta[]): string {
  if (deltas.length === 0) return whole
  let lines = linesOf(whole)
  for (const delta of deltas) lines = applyToLines(lines, delta)
  return lines.join('')
}

/** The text `delta` makes of `before`. Throws when the delta does not fit the text. */
export function applyLineDelta(before: string, delta: LineDelta): string {
  return applyLineDeltas(before, [delta])
}
