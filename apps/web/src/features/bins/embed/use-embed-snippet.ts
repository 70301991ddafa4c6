import {
  embedHeight,
  embedLineCount,
  embedPath,
  embedSnippet,
  type LineRange,
  parseLineRange,
} from '@one/contract/bin-embeds'
import type { Bin } from '@one/contract/bins'
import { useMemo } from 'react'

/**
 * The embed of `bin` for the lines typed (empty for all): its address, height and snippet, or what is
 * wrong with the lines. The server checks them the same way (bins/embed/embed-lines.ts).
 */
export function useEmbedSnippet(bin: Pick<Bin, 'id' | 'title' | 'content'>, linesText: string) {
  const lineCount = useMemo(() => embedLineCount(bin.content), [bin.content])
  let range: LineRange | undefined
  let problem: string | undefined
  if (linesText.trim()) {
    const parsed = parseLineRange(linesText)
    if ('problem' in parsed) problem = parsed.problem
    else if (parsed.start > lineCount)
      problem = `This bin has ${lineCount} lines: there is no line ${parsed.start}.`
    else range = { start: parsed.start, end: Math.min(parsed.end, lineCount) }
  }
  const src = `${window.location.origin}${embedPath(bin.id, range)}`
  const height = embedHeight(range ? range.end - range.start + 1 : lineCount)
  const snippet = embedSnippet({ src, title: bin.title || 'Untitled', width: '100%', height })
  return { src, height, snippet, problem }
}
