import type { BinLanguage } from '@one/contract/bins'
import { tokenCss } from '@one/highlight/colors'

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

/**
 * A bin's text as its reader sees it, from the markup of its lines (highlight/line-html.ts): a line
 * per element with an anchor (`L12`) and its number as a link to it; the number is drawn from an
 * attribute, so it is not copied with the text.
 */
export function codeHtml(lines: readonly string[], language: BinLanguage): string {
  const gutter = `${String(lines.length).length + 2}ch`
  let body = ''
  lines.forEach((content, index) => {
    const n = index + 1
    // An empty line still takes its height, as in the app's view.
    body += `<span id="L${n}" data-line=""><a class="n" href="#L${n}" data-n="${n}" aria-label="Line ${n}"></a>${content || '<br>'}</span>`
  })
  return `<pre data-testid="bin-code" tabindex="0" aria-label="Bin content" data-language="${language}" style="--gutter:${gutter}">${body}</pre>`
}
