import { embedLineCount } from '@one/contract/bin-embeds'
import { etagOf } from '../../cache/etag.ts'
import type { BinCache, CachedBin } from '../bin-cache.ts'
import type { Highlights } from '../highlight/highlights.ts'
import { embedCodeHtml } from './embed-code.ts'
import { embedRange } from './embed-lines.ts'
import { embedErrorPage, embedPage } from './embed-page.ts'
import { findEmbeddable } from './embeddable.ts'

/** An embed as sent: its page, and for a bin, when the bin expires (null for never). */
export type EmbedAnswer =
  | { status: 200; html: string; etag: string; expiresAt: Date | null }
  | { status: 400 | 404; html: string }

export const NO_EMBED_MESSAGE = 'There is no bin here to show: it does not exist, or it is not shared.'
// A bin's pages of a few ranges are kept with it; more ranges than this start over.
const MOST_KEPT_RANGES = 8

/**
 * The embeds of bins, each page made once per version of its bin and range: a bin the cache keeps is
 * kept with its pages, and its pages go when it goes (changed, deleted, expired on any instance). A
 * range is cut from the bin's highlighted lines, made once per version whatever the range.
 */
export function createEmbeds({
  binCache,
  highlights,
  publicUrl,
}: {
  binCache: BinCache
  highlights: Highlights
  publicUrl: string
}) {
  const pages = new WeakMap<CachedBin, Map<string, Promise<EmbedAnswer>>>()

  async function render(bin: CachedBin, lines: unknown): Promise<EmbedAnswer> {
    const { id, title, language, content, expiresAt, version } = bin.record
    const lineCount = embedLineCount(content)
    const chosen = embedRange(lines, lineCount)
    if ('problem' in chosen) return { status: 400, html: embedErrorPage(chosen.problem, publicUrl) }
    const binUrl = `${publicUrl}/bins/${id}`
    const lineHtml = await highlights.lines(`${id}:${version}`, content, language)
    const codeHtml = embedCodeHtml(lineHtml, lineCount, language, chosen.range, binUrl)
    const html = embedPage({ title, language, binUrl, range: chosen.range, rest: chosen.rest, codeHtml })
    return { status: 200, html, etag: etagOf(html), expiresAt }
  }

  return {
    /** The embed of bin `id` with the `lines` asked for (a query parameter as it came). */
    async read(id: string, lines: unknown): Promise<EmbedAnswer> {
      const bin = await findEmbeddable(binCache, id)
      if (!bin) return { status: 404, html: embedErrorPage(NO_EMBED_MESSAGE, publicUrl) }
      const key = typeof lines === 'string' ? lines : JSON.stringify(lines ?? '')
      const kept = pages.get(bin) ?? new Map<string, Promise<EmbedAnswer>>()
      pages.set(bin, kept)
      let answer = kept.get(key)
      if (!answer) {
        if (kept.size >= MOST_KEPT_RANGES) kept.clear()
        answer = render(bin, lines)
        kept.set(key, answer)
        // A failed render is tried again on the next request.
        answer.catch(() => kept.delete(key))
      }
      return answer
    },
  }
}

export type Embeds = ReturnType<typeof createEmbeds>
