import { createHash } from 'node:crypto'
import type { LineRange } from '@one/contract/bin-embeds'
import { type BinLanguage, languageLabels } from '@one/contract/bins'
import { tokenCss } from '@one/highlight/colors'
import { escapeHtml } from '../../html.ts'

/** How the site names itself to the pages that frame it, and in its oEmbed answers. */
export const PROVIDER_NAME = 'Vuetify Bin'

// Light unless the reader's system is dark; its measures are those of contract/bin-embeds.ts (a 31px
// bar and its 1px line, 20px lines, 8px above and below the code, a 1px border). The gutter fits the
// last line's number: its digits and three more.
const gutters = [1, 2, 3, 4, 5, 6, 7].map((d) => `pre[data-digits="${d}"]{--g:${d + 3}ch}`).join('')
const style = `:root{color-scheme:light dark}
html,body{height:100%;margin:0}
body{font:13px/20px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#1f2328}
.e{box-sizing:border-box;height:100%;display:flex;flex-direction:column;border:1px solid #d0d7de;border-radius:6px;overflow:hidden}
header{flex:none;display:flex;align-items:center;gap:8px;height:31px;padding:0 12px;background:#f6f8fa;border-bottom:1px solid #d0d7de;white-space:nowrap}
header a{color:inherit;text-decoration:none}
header a:hover,header a:focus-visible{text-decoration:underline}
.t{font-weight:600;overflow:hidden;text-overflow:ellipsis;min-width:0}
.m{color:#59636e}
header .s{margin-left:auto;color:#0969da}
.x{margin:0;padding:8px 12px}
pre{flex:1;margin:0;padding:8px 0;overflow:auto;font:13px/20px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
${gutters}
.l{display:block;padding-right:12px;white-space:pre}
.n{display:inline-block;width:var(--g);padding-right:2ch;box-sizing:border-box;text-align:right;color:#59636e;text-decoration:none;user-select:none}
.n::before{content:attr(data-n)}
.n:hover,.n:focus-visible{color:inherit;text-decoration:underline}
.r{flex:none;padding:4px 12px;border-top:1px solid #d0d7de;color:#0969da;text-decoration:none}
.r:hover,.r:focus-visible{text-decoration:underline}
${tokenCss(false, 'pre')}
@media (prefers-color-scheme:dark){
body{background:#0d1117;color:#e6edf3}
.e,header{border-color:#30363d}
header{background:#161b22}
.m,.n{color:#9198a1}
header .s,.r{color:#4493f8}
.r{border-color:#30363d}
${tokenCss(true, 'pre')}
}`

/**
 * The embed's content security policy: no script, no request of any kind, only its own style, and
 * framed by any site. Links still open: they are navigations, which no fetch directive governs.
 */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ')

function page(title: string, main: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)} · ${PROVIDER_NAME}</title><style>${style}</style></head>` +
    `<body><main class="e">${main}</main></body></html>`
  )
}

const newTab = 'target="_blank" rel="noopener"'

/** A bin's embed: its title and language above its code (embed-code.ts), each linking to its page. */
export function embedPage({
  title,
  language,
  binUrl,
  range,
  rest,
  codeHtml,
}: {
  title: string
  language: BinLanguage
  binUrl: string
  range: LineRange | undefined
  /** Lines asked for past the last one shown (embed-lines.ts): the bin's page shows them. */
  rest: number
  codeHtml: string
}): string {
  const href = escapeHtml(binUrl)
  const lines =
    range && (range.start === range.end ? `Line ${range.start}` : `Lines ${range.start}–${range.end}`)
  const name = title || 'Untitled'
  return page(
    name,
    `<header><a class="t" href="${href}" ${newTab}>${escapeHtml(name)}</a>` +
      `<span class="m">${languageLabels[language]}${lines ? ` · ${lines}` : ''}</span>` +
      `<a class="s" href="${href}" ${newTab}>${PROVIDER_NAME}</a></header>${codeHtml}` +
      (rest > 0 && range
        ? `<a class="r" href="${href}#L${range.end + 1}" ${newTab}>${rest === 1 ? '1 more line' : `${rest.toLocaleString('en')} more lines`} on ${PROVIDER_NAME}</a>`
        : ''),
  )
}

/** What a frame shows instead of a bin: why there is none, in the embed's own look. */
export function embedErrorPage(message: string, siteUrl: string): string {
  return page(
    'No bin',
    `<header><a class="s" href="${escapeHtml(siteUrl)}" ${newTab}>${PROVIDER_NAME}</a></header>` +
      `<p class="x" role="alert">${escapeHtml(message)}</p>`,
  )
}
