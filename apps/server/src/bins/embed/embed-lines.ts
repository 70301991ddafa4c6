import { type LineRange, parseLineRange } from '@one/contract/bin-embeds'

/**
 * An embed shows at most this many lines, so the work and the bytes of one are bounded whatever the
 * bin (docs/decisions/0034); a link to the bin's page follows them.
 */
export const MOST_EMBED_LINES = 1_000

/**
 * The lines an embed shows (all of them when `range` is undefined) and how many of those asked for
 * are left out past its end, or a range that is wrong in the words of `problem`.
 */
export type EmbedRange = { range: LineRange | undefined; rest: number } | { problem: string }

/**
 * The `lines` parameter of an embed read against a bin of `lineCount` lines. A range that runs past
 * the end is cut there (the bin may have shrunk since the embed was made); one that starts past it
 * has nothing to show.
 */
export function embedRange(lines: unknown, lineCount: number): EmbedRange {
  if (lines === undefined || lines === '') return bounded({ start: 1, end: lineCount }, lineCount)
  if (typeof lines !== 'string') return { problem: 'Give lines once, as one number or a range.' }
  const parsed = parseLineRange(lines)
  if ('problem' in parsed) return parsed
  if (parsed.start > lineCount) {
    const has = lineCount === 1 ? 'has 1 line' : `has ${lineCount} lines`
    return { problem: `This bin ${has}: there is no line ${parsed.start} to show.` }
  }
  return bounded({ start: parsed.start, end: Math.min(parsed.end, lineCount) }, lineCount)
}

function bounded({ start, end }: LineRange, lineCount: number): EmbedRange {
  const shown = Math.min(end, start + MOST_EMBED_LINES - 1)
  const range = start === 1 && shown === lineCount ? undefined : { start, end: shown }
  return { range, rest: end - shown }
}
