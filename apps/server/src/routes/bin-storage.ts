import { binStorageEndpoints } from '@one/contract/bin-storage'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BinStorage } from '../bins/bin-storage.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

/** What the signed-in user's bins keep of their quota (decision 0036), by session or API key. */
export const binStorageRoutes: FastifyPluginAsyncZod<{ binStorage: BinStorage }> = async (
  app,
  { binStorage },
) => {
  app.route({
    config: { apiKey: true },
    ...endpointRoute(binStorageEndpoints.usage, { 401: apiError }),
    onRequest: app.requireUser('Sign in to see how much room your bins take.'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return binStorage.usage(userOf(request).id)
    },
  })
}
