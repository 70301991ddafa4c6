import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

/** A purchase from the store (spec section 3, FACTS 10.8), as SendOwl keeps it. */
export const download = z.object({
  order_name: z.string(),
  /** ISO 8601, as SendOwl gives it. */
  created_at: z.string(),
  download_url: z.string(),
  download_items: z.array(z.object({ name: z.string() })),
})
export type Download = z.infer<typeof download>

/** FACTS 13: a list under its name, as every other list of the API. */
export const downloadsAnswer = z.object({ downloads: z.array(download) })

export const downloadEndpoints = endpoints('downloads', {
  list: {
    method: 'GET',
    path: '/one/sendowl/downloads',
    summary: "The store purchases of the signed-in user's Shopify email, with their download links",
    response: downloadsAnswer,
  },
})
