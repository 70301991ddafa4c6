import type { Download } from '@one/contract/downloads'
import { z } from 'zod'
import { RemoteError, remoteJson } from './remote-json.ts'

export type SendOwlLink = { apiUrl: string; key: string; secret: string; userAgent: string }

const order = z.object({
  order: z.object({
    id: z.union([z.number(), z.string()]),
    order_name: z.string().nullish(),
    state: z.string().nullish(),
    created_at: z.string(),
    download_url: z.string().nullish(),
    download_items: z.array(z.object({ name: z.string() })).nullish(),
  }),
})

// Only these leave the buyer something to download: paid, free or imported orders, and subscriptions
// whose access runs (a cancelling one until its period ends). Unpaid, failed, refunded, disputed and
// ended ones do not.
const downloadable = new Set([
  'complete',
  'free',
  'imported',
  'subscription_active',
  'subscription_cancelling',
  'subscription_complete',
])

// SendOwl pages its lists, 50 at most a page; ten pages is far more than one buyer's purchases.
export const SENDOWL_PER_PAGE = 50
export const SENDOWL_MAX_PAGES = 10

export type SendOwlDownloads = {
  downloads: Download[]
  /** The last page read was full: the buyer may have more orders than were read. */
  truncated: boolean
}

/** The orders SendOwl holds for `email` with something to download, newest first (FACTS 10.8). */
export async function sendOwlDownloadsOf(
  link: SendOwlLink,
  email: string,
  signal: AbortSignal,
): Promise<SendOwlDownloads> {
  const orders: z.infer<typeof order>['order'][] = []
  let truncated = false
  for (let page = 1; page <= SENDOWL_MAX_PAGES; page++) {
    const found = await ordersPage(link, email, page, signal)
    orders.push(...found)
    if (found.length < SENDOWL_PER_PAGE) break
    truncated = page === SENDOWL_MAX_PAGES
  }
  const downloads = orders
    .filter((o) => downloadable.has(o.state ?? 'complete') && /^https?:\/\//.test(o.download_url ?? ''))
    .map((o) => ({
      order_name: o.order_name || String(o.id),
      created_at: o.created_at,
      download_url: o.download_url!,
      download_items: (o.download_items ?? []).map(({ name }) => ({ name })),
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  return { downloads, truncated }
}

async function ordersPage(link: SendOwlLink, email: string, page: number, signal: AbortSignal) {
  const query = new URLSearchParams({ email, page: String(page), per_page: String(SENDOWL_PER_PAGE) })
  const { body } = await remoteJson('SendOwl', `${link.apiUrl}/api/v1_3/orders/search?${query}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${link.key}:${link.secret}`).toString('base64')}`,
      accept: 'application/json',
    },
    signal,
    userAgent: link.userAgent,
  })
  const parsed = z.array(order).safeParse(body)
  if (!parsed.success) throw new RemoteError('SendOwl', 200, 'answered in an unexpected shape')
  return parsed.data.map(({ order }) => order)
}
