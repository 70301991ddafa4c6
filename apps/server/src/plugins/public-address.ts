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
    const apiPath = `${apiPrefix}/`
    const emulatorsPath = `${EMULATORS_PREFIX}/`
    app.addHook('onRequest', (request, reply, done) => {
      const { method, url } = request
      if (method !== 'GET' && method !== 'HEAD') return done()
      if (url === apiPrefix || url.startsWith(apiPath) || url.startsWith(emulatorsPath)) return done()
      const target = publicAddressFor(publicUrl, request)
      if (!target) return done()
      // Answered, so the request goes no further: done() is not called.
      reply.header('cache-control', 'no-store').redirect(target, 307)
    })
  },
  { name: 'public-address' },
)
