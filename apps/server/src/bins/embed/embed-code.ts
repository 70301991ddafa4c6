import type { LineRange } from '@one/contract/bin-embeds'
import type { BinLanguage } from '@one/contract/bins'
import { escapeHtml } from '../../html.ts'

/**
 * The lines of `range` (all of them when none), cut from the markup of the bin's lines as the bin page
 * shows them (highlight/line-html.ts), each with its number as a link to that line on the bin's page at
 * `binUrl`. The numbers are drawn from an attribute, so copying the code copies no numbers.
 */
export function embedCodeHtml(
  lineHtml: readonly string[],
  lineCount: number,
  language: BinLanguage,
  range: LineRange | undefined,
  binUrl: string,
): string {
  const start = range?.start ?? 1
  const end = range?.end ?? lineCount
  const href = escapeHtml(binUrl)
  let body = ''
  for (let n = start; n <= end; n++) {
    body +=
      `<span class="l"><a class="n" href="${href}#L${n}" target="_blank" rel="noopener" data-n="${n}" ` +
      `aria-label="Line ${n}"></a>${lineHtml[n - 1] || '<br>'}</span>`
  }
  return `<pre data-language="${language}" data-digits="${String(end).length}" tabindex="0" aria-label="Code">${body}</pre>`
}
