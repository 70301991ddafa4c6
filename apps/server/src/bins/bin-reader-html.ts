import type { BinLanguage } from '@one/contract/bins'
import { tokenCss } from '@one/highlight/colors'
import { loadLanguage } from '@one/highlight/languages'
import { MOST_HIGHLIGHTED_LINES } from '@one/highlight/limits'
import { type CodeSpan, highlightedLines, parserOf } from '@one/highlight/lines'
import { escapeHtml } from '../html.ts'

// Past these, the rest of a text is plain: a parse of a megabyte on one line blocks the server.
const MOST_HIGHLIGHTED_CHARACTERS = 256 * 1024

/** The code box's own style, in the element itself: the app adopts the element, style and all. */
export const codeStyle = `<style>
.bin-code pre{margin:0;min-height:320px;max-height:70vh;overflow:auto;padding:4px 0;border:1px solid rgba(255,255,255,.12);border-radius:4px;font:14px/1.4 monospace;white-space:pre;overflow-wrap:normal}
.bin-code[data-wrap] pre{white-space:pre-wrap;overflow-wrap:anywhere}
.bin-code pre:focus-visible{outline:2px solid #90caf9;outline-offset:-2px}
.bin-code span[id]{display:block;padding-left:var(--gutter);padding-right:8px;text-indent:calc(-1 * var(--gutter))}
.bin-code span[id]:target{background:rgba(144,202,249,.16)}
.bin-code a.n{display:inline-block;width:var(--gutter);padding-right:1ch;box-sizing:border-box;text-align:right;text-indent:0;color:rgba(255,255,255,.5);text-decoration:none;user-select:none}
.bin-code a.n::before{content:attr(data-n)}
.bin-code a.n:hover,.bin-code a.n:focus-visible{color:#fff;text-decoration:underline}
${tokenCss(true, '.bin-code')}
</style>`

/** The highlighted runs of the text's first lines (up to the limits above); none for plain text. */
export async function highlightedStart(text: string, language: BinLanguage): Promise<CodeSpan[][]> {
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

export const spansHtml = (spans: CodeSpan[]) =>
  spans
    .map(([text, className]) =>
      className ? `<span class="${className}">${escapeHtml(text)}</span>` : escapeHtml(text),
    )
    .join('')

/**
 * A bin's text as its reader sees it, highlighted as the app highlights it: a line per element with
 * an anchor (`L12`) and its number as a link to it; the number is drawn from an attribute, so it is
 * not copied with the text. Everything in it is escaped: a bin may hold any markup.
 */
export async function codeHtml(text: string, language: BinLanguage): Promise<string> {
  const lines = text.split('\n')
  const highlighted = await highlightedStart(text, language)
  const gutter = `${String(lines.length).length + 2}ch`
  const body = lines
    .map((line, index) => {
      const n = index + 1
      const content = highlighted[index] ? spansHtml(highlighted[index]) : escapeHtml(line)
      // An empty line still takes its height, as in the app's view.
      return `<span id="L${n}" data-line=""><a class="n" href="#L${n}" data-n="${n}" aria-label="Line ${n}"></a>${content || '<br>'}</span>`
    })
    .join('')
  return `<pre data-testid="bin-code" tabindex="0" aria-label="Bin content" data-language="${language}" style="--gutter:${gutter}">${body}</pre>`
}
