import { type ContentKind, contentEndpoints } from '@one/contract/content'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import type { Content } from '../content/content.ts'
import { isFresh, sendJson } from '../http/entity.ts'
import { endpointRoute } from './endpoint-route.ts'

// Everyone gets the same lists: a shared cache may keep them briefly; browsers ask again on every page
// load and get a 304 while nothing changed.
const LISTS = 'public, max-age=0, s-maxage=10'
const IMAGES = 'public, max-age=31536000, immutable'

const lists = {
  notifications: contentEndpoints.notifications,
  banners: contentEndpoints.banners,
  promotions: contentEndpoints.promotions,
  spots: contentEndpoints.spots,
} as const

/** The public `/one/{kind}` lists of spec section 7, and uploaded images by content hash. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: Content }> = async (app, { content }) => {
  for (const [kind, endpoint] of Object.entries(lists) as [ContentKind, (typeof lists)[ContentKind]][]) {
    app.route({
      ...endpointRoute(endpoint, { 304: z.null() }),
      handler: async (request, reply) => {
        const { json, etag } = await content.published(kind)
        reply.header('cache-control', LISTS)
        return sendJson(request, reply, json, etag)
      },
    })
  }

  const image = endpointRoute(contentEndpoints.image, { 304: z.null(), 404: apiError })
  app.route({
    ...image,
    // Sent as the image's own type, which Fastify never serializes.
    schema: { ...image.schema, response: { ...image.schema.response, 200: z.any() } },
    handler: async (request, reply) => {
      const { file } = request.params
      const { type, bytes } = await content.image(file)
      // The address is the hash of the bytes: the same address is always the same image.
      const etag = `"${file}"`
      reply.header('cache-control', IMAGES).header('etag', etag)
      reply.header('x-content-type-options', 'nosniff')
      reply.header('content-security-policy', "default-src 'none'; sandbox")
      // Banners and promotions are shown by every site of the ecosystem, on any origin (FACTS 13).
      reply.header('cross-origin-resource-policy', 'cross-origin')
      if (isFresh(request, etag)) return reply.status(304).send(null)
      return reply.type(type).send(bytes)
    },
  })
}
