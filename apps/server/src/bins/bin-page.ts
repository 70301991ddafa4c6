import { BIN_PAGE_DATA_ELEMENT_ID, binId } from '@one/contract/bins'
import { escapeHtml } from '../html.ts'
import type { BinCache } from './bin-cache.ts'
import { isExpired } from './bins-store.ts'

/** What a page's HTML carries for one address, so its first paint shows the page before any script runs. */
export type PagePreview = {
  /** The page's name, for the browser tab. */
  title: string
  /** Markup for the page's main area, in place until the app has drawn the page itself. */
  html: string
  /** JSON the app reads instead of asking the API again, in the element of this id. */
  data: { elementId: string; json: string }
}

// Enough text to fill the code box (at most 70% of the window) on a large screen: laying out more was
// most of the first paint's work on a phone (issue 10). A bin may hold a megabyte; the app shows the
// rest soon after.
const PREVIEW_LINES = 60
const PREVIEW_CHARACTERS = 6_000

// The page as the app draws it in the default (dark) theme: the same box, type and spacing, so the
// text stays where it is when the editor takes its place.
const style = `<style>
.bin-preview{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:32px 16px;display:flex;flex-direction:column;gap:16px}
@media (min-width:600px){.bin-preview{padding:32px 24px}}
.bin-preview h1{margin:0;font:400 2.125rem/1.235 Roboto,Helvetica,Arial,sans-serif;letter-spacing:.00735em;overflow-wrap:anywhere}
.bin-preview p{margin:0;font:400 .875rem/1.43 Roboto,Helvetica,Arial,sans-serif;color:rgba(255,255,255,.7)}
.bin-preview pre{margin:0;min-height:320px;max-height:70vh;padding:4px 8px;overflow:hidden;border:1px solid rgba(255,255,255,.12);border-radius:4px;font:14px/1.4 monospace;white-space:pre}
</style>`

/**
 * A public bin's page before its scripts run: its title, owner and the start of its text, and the bin
 * as the API gives it to a guest. Private and unknown bins get none: their page says nothing of them.
 */
export async function binPagePreview(binCache: BinCache, id: string): Promise<PagePreview | undefined> {
  if (!binId.safeParse(id).success) return undefined
  const bin = await binCache.find(id)
  if (!bin?.shared || isExpired(bin.record)) return undefined
  const { title, content, owner } = bin.record
  const start = content.split('\n', PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARACTERS)
  const name = title || 'Untitled'
  return {
    title: name,
    html:
      `${style}<div class="bin-preview"><h1>${escapeHtml(name)}</h1>` +
      `<p>${escapeHtml(owner.name)}</p><pre>${escapeHtml(start)}</pre></div>`,
    data: { elementId: BIN_PAGE_DATA_ELEMENT_ID, json: bin.shared.json },
  }
}
