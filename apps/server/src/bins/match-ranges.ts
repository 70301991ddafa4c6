/** A range of a line, in UTF-16 units, the end excluded. */
export type Range = { start: number; end: number }

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Where the searched words start a word in `line`, as the highlight shows them: each word found as a
 * word or a word's start, any case (as the full-text index matches), overlaps merged. A line longer
 * than `max` is cut to a window of `max` characters starting a little before the first match.
 */
export function matchRanges(line: string, words: string[], max: number): { text: string; ranges: Range[] } {
  const found: Range[] = []
  for (const word of words) {
    if (!word) continue
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}`, 'giu')
    for (const hit of line.matchAll(pattern)) found.push({ start: hit.index, end: hit.index + hit[0].length })
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: Range[] = []
  for (const range of found) {
    const last = merged.at(-1)
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  const first = merged[0]?.start ?? 0
  const from = line.length <= max || first < max - 40 ? 0 : Math.min(first - 20, line.length - max)
  const text = line.slice(from, from + max)
  const ranges = merged
    .filter((range) => range.start >= from && range.start < from + max)
    .map((range) => ({ start: range.start - from, end: Math.min(range.end, from + max) - from }))
  return { text, ranges }
}
