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

// Orders that were never paid for, or were paid back, have nothing to download.
const gone = new Set(['refunded', 'chargeback', 'failed', 'pending', 'cancelled', 'canceled'])

/** The orders SendOwl holds for `email`, newest first, as the Downloads dialog lists them. */
export async function sendOwlDownloadsOf(
  link: SendOwlLink,
  email: string,
  signal: AbortSignal,
): Promise<Download[]> {
  const url = `${link.apiUrl}/api/v1_3/orders/search?email=${encodeURIComponent(email)}`
  const { body } = await remoteJson('SendOwl', url, {
    headers: {
      authorization: `Basic ${Buffer.from(`${link.key}:${link.secret}`).toString('base64')}`,
      accept: 'application/json',
    },
    signal,
    userAgent: link.userAgent,
  })
  const parsed = z.array(order).safeParse(body)
  if (!parsed.success) throw new RemoteError('SendOwl', 200, 'answered in an unexpected shape')
  return parsed.data
    .map(({ order }) => order)
    .filter((o) => !gone.has(o.state ?? '') && /^https?:\/\//.test(o.download_url ?? ''))
    .map((o) => ({
      order_name: o.order_name || String(o.id),
      created_at: o.created_at,
      download_url: o.download_url!,
      download_items: (o.download_items ?? []).map(({ name }) => ({ name })),
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
}
