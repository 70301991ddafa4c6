import type { Parser, Tree } from '@lezer/common'
import { nextTask } from '../../lib/next-task.ts'

// Shared with the server, which writes a public bin's page highlighted the same way.
export { type CodeSpan, highlightedLines, parserOf } from '@one/highlight/lines'

const SLICE_MS = 6

/**
 * Parses `text` a few milliseconds at a time, with a task between slices, so a long text never
 * blocks the page. Null when `live` turns false meanwhile.
 */
export async function parseInSlices(parser: Parser, text: string, live: () => boolean): Promise<Tree | null> {
  const parse = parser.startParse(text)
  let sliceEnd = performance.now() + SLICE_MS
  for (;;) {
    const tree = parse.advance()
    if (tree) return tree
    if (performance.now() > sliceEnd) {
      await nextTask()
      if (!live()) return null
      sliceEnd = performance.now() + SLICE_MS
    }
  }
}
