import type { BinLanguage } from '@one/contract/bins'
import { isHighlighted } from '@one/highlight/limits'
import { startTransition, useEffect, useState } from 'react'
import { nextTask } from '../../lib/next-task.ts'
import { loadCodeMirror } from './code-mirror.ts'
import { loadLanguage } from './editor-languages.ts'
import type { CodeSpan } from './highlight-code.ts'

export { MOST_HIGHLIGHTED_LINES } from '@one/highlight/limits'

/**
 * The lines of `text` highlighted as `language`, once its parser has arrived and read it (a few
 * milliseconds per task); null until then, or when there is nothing to highlight.
 */
export function useHighlightedLines(text: string, language: BinLanguage): CodeSpan[][] | null {
  const [highlighted, setHighlighted] = useState<{
    text: string
    language: BinLanguage
    lines: CodeSpan[][]
  }>()
  useEffect(() => {
    let live = true
    const highlight = async () => {
      if (!isHighlighted(text, language)) return
      await loadCodeMirror()
      const [extension, code] = await Promise.all([loadLanguage(language), import('./highlight-code.ts')])
      const parser = extension && code.parserOf(extension)
      if (!live || !parser) return
      // The language's module has just been evaluated in this task: the parse starts in the next.
      await nextTask()
      const tree = await code.parseInSlices(parser, text, () => live)
      if (!live || !tree) return
      await nextTask()
      if (!live) return
      const lines = code.highlightedLines(text, tree)
      startTransition(() => setHighlighted({ text, language, lines }))
    }
    highlight().catch((error: unknown) => console.warn(`Could not highlight the ${language} text:`, error))
    return () => {
      live = false
    }
  }, [text, language])
  return highlighted?.text === text && highlighted.language === language ? highlighted.lines : null
}
