import type { BinLanguage } from '@one/contract/bins'
import { loadLanguage } from '@one/highlight/languages'
import { MOST_HIGHLIGHTED_LINES } from '@one/highlight/limits'
import { type CodeSpan, highlightedLines, parserOf } from '@one/highlight/lines'
import { escapeHtml } from '../../html.ts'

// Past these, the rest of a text is plain (escaped, with its line numbers): a parse costs about its
// characters, and one past this many keeps even a worker busy for long (docs/decisions/0034).
const MOST_HIGHLIGHTED_CHARACTERS = 200 * 1024

/** The highlighted runs of the text's first lines (up to the limits above); none for plain text. */
async function highlightedStart(text: string, language: BinLanguage): Promise<CodeSpan[][]> {
  if (language === 'text') return []
  let end = -1
  for (let line = 0; line < MOST_HIGHLIGHTED_LINES; line++) {
    const next = text.indexOf('\n', end + 1)
    if (next < 0 || next > MOST_HIGHLIGHTED_CHARACTERS) {
      end = next < 0 && text.length <= MOST_HIGHLIGHTED_CHARACTERS ? text.length : end
      break
    }
    end = next
  }
  if (end <= 0) return []
  const extension = await loadLanguage(language)
  const parser = extension && parserOf(extension)
  if (!parser) return []
  const start = text.slice(0, end)
  return highlightedLines(start, parser.parse(start))
}

const spansHtml = (spans: CodeSpan[]) =>
  spans
    .map(([text, className]) =>
      className ? `<span class="${className}">${escapeHtml(text)}</span>` : escapeHtml(text),
    )
    .join('')

/**
 * The markup of each of the text's lines (split at every `\n`), highlighted as the app highlights
 * them: runs of classes (`tok-keyword`, ...) for the first lines, escaped text after the limits.
 * Everything in it is escaped: a bin may hold any markup. No line's markup holds a line break.
 */
export async function lineHtml(text: string, language: BinLanguage): Promise<string[]> {
  const highlighted = await highlightedStart(text, language)
  return text.split('\n').map((line, index) => {
    const spans = highlighted[index]
    return spans ? spansHtml(spans) : escapeHtml(line)
  })
}
