import type { LineRange } from '@one/contract/bin-embeds'
import type { BinLanguage } from '@one/contract/bins'
import { escapeHtml } from '../../html.ts'
import { highlightedStart, spansHtml } from '../bin-reader-html.ts'

/**
 * The lines of `range` (all of `lines` when none), highlighted as the bin page highlights them, each
 * with its number as a link to that line on the bin's page at `binUrl`. A line's colours depend on the
 * lines above it, so the text is parsed from its start to the range's end. The numbers are drawn from
 * an attribute, so copying the code copies no numbers. Everything in it is escaped.
 */
export async function embedCodeHtml(
  lines: string[],
  language: BinLanguage,
  range: LineRange | undefined,
  binUrl: string,
): Promise<string> {
  const start = range?.start ?? 1
  const end = range?.end ?? lines.length
  const highlighted = await highlightedStart(lines.slice(0, end).join('\n'), language)
  const href = escapeHtml(binUrl)
  let body = ''
  for (let n = start; n <= end; n++) {
    const spans = highlighted[n - 1]
    const content = spans ? spansHtml(spans) : escapeHtml(lines[n - 1] ?? '')
    body +=
      `<span class="l"><a class="n" href="${href}#L${n}" target="_blank" rel="noopener" data-n="${n}" ` +
      `aria-label="Line ${n}"></a>${content || '<br>'}</span>`
  }
  return `<pre data-language="${language}" data-digits="${String(end).length}" tabindex="0" aria-label="Code">${body}</pre>`
}
