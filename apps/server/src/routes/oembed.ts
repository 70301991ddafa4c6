import { apiError } from '@one/contract/errors'
import { oembedEndpoints } from '@one/contract/oembed'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BinCache } from '../bins/bin-cache.ts'
import { oembedOf } from '../bins/embed/oembed.ts'
import { endpointRoute } from './endpoint-route.ts'

/**
 * oEmbed for bin pages. It reads no cookie, so any page may ask it from a browser as well as a
 * server: what it tells is what the bin's own page shows anyone.
 */
export const oembedRoutes: FastifyPluginAsyncZod<{ binCache: BinCache; publicUrl: string }> = async (
  app,
  deps,
) => {
  app.route({
    ...endpointRoute(oembedEndpoints.read, { 400: apiError, 404: apiError, 501: apiError }),
    config: { cors: false },
    handler: async (request, reply) => {
      reply.header('access-control-allow-origin', '*')
      const answer = await oembedOf(deps, request.query)
      // As a public bin's own answer: a shared cache may keep it briefly (cache_age tells consumers more).
      return reply.header('cache-control', 'public, max-age=0, s-maxage=30').send(answer)
    },
  })
}
