import { type LineRange, parseLineRange } from '@one/contract/bin-embeds'

/** The lines an embed shows: all of them, or a range that is wrong in the words of `problem`. */
export type EmbedRange = { range: LineRange | undefined } | { problem: string }

/**
 * The `lines` parameter of an embed read against a bin of `lineCount` lines. A range that runs past
 * the end is cut there (the bin may have shrunk since the embed was made); one that starts past it
 * has nothing to show.
 */
export function embedRange(lines: unknown, lineCount: number): EmbedRange {
  if (lines === undefined || lines === '') return { range: undefined }
  if (typeof lines !== 'string') return { problem: 'Give lines once, as one number or a range.' }
  const parsed = parseLineRange(lines)
  if ('problem' in parsed) return parsed
  if (parsed.start > lineCount) {
    const has = lineCount === 1 ? 'has 1 line' : `has ${lineCount} lines`
    return { problem: `This bin ${has}: there is no line ${parsed.start} to show.` }
  }
  return { range: { start: parsed.start, end: Math.min(parsed.end, lineCount) } }
}
