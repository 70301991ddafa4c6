import type { FastifyReply, FastifyRequest } from 'fastify'
import { publicAddressFor } from '../auth/addresses.ts'
import { EMULATORS_PREFIX } from '../integrations/sign-in-providers.ts'

/**
 * A page asked for under the other loopback name is sent to the public address before anything
 * else (docs/decisions/0010): there sign-in and writes work. API calls are answered where they come from, and
 * so are the emulators: the server itself calls them on 127.0.0.1 (a redirect to another origin would
 * drop the Authorization header of its profile and Stripe requests). True when it redirected, so the
 * request goes no further; front-door.ts runs it.
 */
export function publicAddressRedirect({ publicUrl, apiPrefix }: { publicUrl: string; apiPrefix: string }) {
  const apiPath = `${apiPrefix}/`
  const emulatorsPath = `${EMULATORS_PREFIX}/`
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const { method, url } = request
    if (method !== 'GET' && method !== 'HEAD') return false
    if (url === apiPrefix || url.startsWith(apiPath) || url.startsWith(emulatorsPath)) return false
    const target = publicAddressFor(publicUrl, request)
    if (!target) return false
    reply.header('cache-control', 'no-store').redirect(target, 307)
    return true
  }
}
