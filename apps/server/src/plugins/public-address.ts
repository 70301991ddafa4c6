import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { publicAddressFor } from '../auth/addresses.ts'
import { EMULATORS_PREFIX } from '../integrations/sign-in-providers.ts'

/**
 * A page asked for under the other loopback name is sent to the public address before anything
 * else (issue 12): there sign-in and writes work. API calls are answered where they come from, and
 * so are the emulators: the server itself calls them on 127.0.0.1 (a redirect to another origin would
 * drop the Authorization header of its profile and Stripe requests).
 */
export const publicAddress = fp(
  async (app: FastifyInstance, { publicUrl, apiPrefix }: { publicUrl: string; apiPrefix: string }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return
      if (request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`)) return
      if (request.url.startsWith(`${EMULATORS_PREFIX}/`)) return
      const target = publicAddressFor(publicUrl, request)
      if (target) return reply.header('cache-control', 'no-store').redirect(target, 307)
    })
  },
  { name: 'public-address' },
)
