import { downloadEndpoints } from '@one/contract/downloads'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Downloads } from '../downloads/downloads.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

/** GET /one/sendowl/downloads (spec section 7). */
export const downloadRoutes: FastifyPluginAsyncZod<{ downloads: Downloads }> = async (app, { downloads }) => {
  app.route({
    ...endpointRoute(downloadEndpoints.list, { 401: apiError, 404: apiError, 503: apiError }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    onRequest: app.requireUser('Sign in to see your downloads.'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { downloads: await downloads.of(userOf(request).account.user.identities) }
    },
  })
}
