import type { Identity } from '@one/contract/auth'
import type { Download } from '@one/contract/downloads'
import { AppError } from '../app-error.ts'
import { shortCache } from '../cache/short-cache.ts'
import { OUTBOUND_TIMEOUT_MS } from '../integrations/outbound.ts'
import { SENDOWL_MAX_PAGES, sendOwlDownloadsOf } from '../integrations/sendowl.ts'
import type { SponsorLinks } from '../integrations/sponsor-links.ts'

type Log = { warn(object: object, message: string): void }

// SendOwl asks for about one call a second at most: an email's orders are read again after a minute.
const CACHE_MS = 60_000
// A Shopify customer account has one email; a few more are read, never a long list.
const MAX_EMAILS = 3

export type Downloads = ReturnType<typeof createDownloads>

/** The store purchases of a user's Shopify email, from SendOwl (spec section 7, FACTS 10.8). */
export function createDownloads({ links, log }: { links: SponsorLinks; log: Log }) {
  const cache = shortCache<Download[]>({ ttlMs: CACHE_MS })

  async function ofEmail(email: string): Promise<Download[]> {
    const key = email.toLowerCase()
    const cached = cache.get(key)
    if (cached) return cached
    if (!links.sendowl) throw new AppError('unavailable', 'Downloads are not set up on this server.')
    try {
      // One timeout for every page together: the dialog waits no longer than for one call before.
      const found = await sendOwlDownloadsOf(links.sendowl, email, AbortSignal.timeout(OUTBOUND_TIMEOUT_MS))
      if (found.truncated) {
        log.warn(
          { pages: SENDOWL_MAX_PAGES },
          'A SendOwl buyer has more orders than are read; the rest are left out',
        )
      }
      const shown = found.downloads.map((d) => ({ ...d, download_url: links.forBrowser(d.download_url) }))
      cache.set(key, shown)
      return shown
    } catch (error) {
      log.warn({ err: error }, 'Could not read downloads from SendOwl')
      throw new AppError('unavailable', 'The store did not answer. Please try again in a moment.')
    }
  }

  return {
    async of(identities: readonly Identity[]): Promise<Download[]> {
      const shopify = identities.find((i) => i.provider === 'shopify')
      if (!shopify) throw new AppError('not_linked', 'Connect your Shopify account to see your downloads.')
      const emails = [...new Set(shopify.emails.map((e) => e.trim()).filter(Boolean))].slice(0, MAX_EMAILS)
      const lists = await Promise.all(emails.map(ofEmail))
      return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at))
    },
  }
}
