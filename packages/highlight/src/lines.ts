import type { Language, LanguageSupport } from '@codemirror/language'
import type { Extension } from '@codemirror/state'
import type { Parser, Tree } from '@lezer/common'
import { classHighlighter, highlightTree } from '@lezer/highlight'

/** A run of text and its highlighting classes ('' for none). */
export type CodeSpan = [text: string, className: string]

/** The parser inside a language extension that `loadLanguage` gave. */
export function parserOf(extension: Extension): Parser | null {
  if ('language' in extension) return (extension as LanguageSupport).language.parser
  if ('parser' in extension) return (extension as Language).parser
  return null
}

/** The text's lines, each as runs with the classes of their syntax (`tok-keyword`, ...). */
export function highlightedLines(text: string, tree: Tree): CodeSpan[][] {
  const lines: CodeSpan[][] = [[]]
  let at = 0
  const take = (to: number, className: string) => {
    text
      .slice(at, to)
      .split('\n')
      .forEach((part, index) => {
        if (index > 0) lines.push([])
        if (part) lines[lines.length - 1]!.push([part, className])
      })
    at = to
  }
  highlightTree(tree, classHighlighter, (from, to, classes) => {
    if (from > at) take(from, '')
    take(to, classes)
  })
  take(text.length, '')
  return lines
}
