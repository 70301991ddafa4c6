import { BIN_PAGE_DATA_ELEMENT_ID, binEndpoints, binId, languageLabels } from '@one/contract/bins'
import { calendarDay, exactTime } from '@one/contract/dates'
import { pathOf } from '@one/contract/endpoint'
import { PREVIEW_BODY_ELEMENT_ID } from '@one/contract/runtime-config'
import { escapeHtml } from '../html.ts'
import type { BinCache, CachedBin } from './bin-cache.ts'
import { codeHtml, codeStyle } from './bin-reader-html.ts'
import { isExpired } from './bins-store.ts'
import type { Highlights } from './highlight/highlights.ts'

/** What a page's HTML carries for one address, so its first paint shows the page before any script runs. */
export type PagePreview = {
  /** The page's name, for the browser tab. */
  title: string
  /** Markup for the page's main area, in place until the app has drawn the page itself. */
  html: string
  /** JSON the app reads instead of asking the API again, in the element of this id. */
  data: { elementId: string; json: string }
  /** Elements for the page's head (its oEmbed discovery link). */
  head?: string
  /**
   * What the preview was made from, when it is kept (a version of a bin in the cache): the page made
   * of the preview is kept as long as it is, and not made again. The same object always gives the same
   * preview.
   */
  keptWith?: object
  /** Kept out of search engines: an unlisted bin is shared by its link only. */
  noindex?: boolean
}

// The server knows no reader's time zone and its page is kept, so no "ago": the day in UTC, in the
// words the app writes a day in (docs/decisions/0041-one-format-module.md), the exact time in the element.
const day = (date: Date) =>
  `<time datetime="${date.toISOString()}" title="${exactTime(date, { timeZone: 'UTC' })} UTC">${calendarDay(date, { timeZone: 'UTC' })}</time>`

// The page as the app draws it in the default (dark) theme: the same box, type and spacing, so nothing
// moves when the app takes over. The code box carries its own style (bin-reader-html.ts).
const style = `<style>
.bin-preview{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:32px 16px;display:flex;flex-direction:column;gap:16px}
@media (min-width:600px){.bin-preview{padding:32px 24px}}
.bin-preview h1{margin:0;font:400 2.125rem/1.235 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.00735em;overflow-wrap:anywhere}
.bin-preview header{display:flex;flex-direction:column;gap:8px}
.bin-preview .meta,.bin-preview nav{margin:0;display:flex;flex-wrap:wrap;gap:8px;align-items:center;min-height:24px;font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif;color:rgba(255,255,255,.7)}
.bin-preview nav{min-height:30.75px;flex-wrap:nowrap;overflow-x:auto}
.bin-preview .app-actions{display:contents}
.bin-preview nav a,.bin-preview nav button{flex:none;margin:0;border:0;background:none;cursor:pointer;padding:4px 5px;font:500 .8125rem/1.75 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.02857em;text-transform:uppercase;color:#90caf9;text-decoration:none;border-radius:4px}
.bin-preview nav a:hover,.bin-preview nav a:focus-visible,.bin-preview nav button:hover,.bin-preview nav button:focus-visible{background:rgba(144,202,249,.08)}
.bin-preview nav button:disabled{color:rgba(255,255,255,.3);cursor:default;background:none}
</style><noscript><style>.bin-preview .app-actions{display:none}</style></noscript>`

/**
 * Where the app puts a reader's actions (the web app's features/bins/reader/ReaderActions.tsx), held
 * by the same buttons disabled until it does, so nothing moves when they arrive. The row does not wrap
 * (it scrolls on a phone), so "My bins", shown only to a signed-in reader, moves nothing either.
 */
const readerActionLabels = ['Copy', 'Copy link', 'Fork', 'Embed', 'History']
const appActions = `<span class="app-actions" data-slot="app-actions">${readerActionLabels
  .map((label) => `<button type="button" disabled>${label}</button>`)
  .join('')}</span>`

/**
 * The reader's page of a public bin, made once per version of it (kept with the bin in the cache):
 * title, language, owner and dates, a raw link, and the whole text highlighted with line links.
 */
function readerPage(bin: CachedBin, highlights: Highlights, apiBase: string): Promise<string> {
  bin.readerHtml ??= (async () => {
    const { id, title, content, language, owner, createdAt, updatedAt, version, visibility, expiresAt } =
      bin.record
    const lines = await highlights.lines(`${id}:${version}`, content, language)
    const raw = escapeHtml(`${apiBase}${pathOf(binEndpoints.raw, { id })}`)
    const dates =
      updatedAt.getTime() === createdAt.getTime()
        ? `Created ${day(createdAt)}`
        : `Created ${day(createdAt)} · Updated ${day(updatedAt)}`
    return (
      `${style}<div class="bin-preview"><header><h1>${escapeHtml(title || 'Untitled')}</h1>` +
      `<p class="meta"><span>${languageLabels[language]}</span>` +
      `<span>${visibility === 'unlisted' ? 'Unlisted' : 'Public'}</span>` +
      `<span class="owner">${escapeHtml(owner.name)}</span><span>${dates}</span>` +
      `${expiresAt ? `<span>Expires ${day(expiresAt)}</span>` : ''}</p></header>` +
      `<nav aria-label="Bin">${appActions}<a href="${raw}" target="_blank" rel="noopener">Raw</a>` +
      `<a href="${raw}?download=1" download>Download</a></nav>` +
      `<div class="bin-code" id="${PREVIEW_BODY_ELEMENT_ID}" data-bin="${escapeHtml(id)}" data-version="${version}">${codeStyle}` +
      `${codeHtml(lines, language)}</div></div>`
    )
  })()
  // A failed render is tried again on the next visit.
  bin.readerHtml.catch(() => {
    bin.readerHtml = undefined
  })
  return bin.readerHtml
}

/**
 * A public bin's page before its scripts run, readable without them, and the bin as the API gives it
 * to a guest. Private and unknown bins get none: their page says nothing of them.
 */
export async function binPagePreview(
  { binCache, highlights }: { binCache: BinCache; highlights: Highlights },
  id: string,
  apiBase: string,
): Promise<PagePreview | undefined> {
  if (!binId.safeParse(id).success) return undefined
  const bin = await binCache.find(id)
  if (!bin?.shared || isExpired(bin.record)) return undefined
  return {
    title: bin.record.title || 'Untitled',
    html: await readerPage(bin, highlights, apiBase),
    data: { elementId: BIN_PAGE_DATA_ELEMENT_ID, json: bin.shared.body.toString() },
    keptWith: bin,
    noindex: bin.record.visibility === 'unlisted',
  }
}
