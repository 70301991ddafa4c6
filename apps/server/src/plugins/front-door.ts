import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { keptCompressedOnSend, refuseEncodedBody } from './compression.ts'
import { publicAddressRedirect } from './public-address.ts'
import { asDocument, checkOrigin, securityPolicy } from './security-headers.ts'
import { hostRefusal } from './site-hosts.ts'

type Options = { config: Config; apiPrefix: string }

/**
 * What every request passes before its route, in one hook (each hook Fastify runs costs a request
 * about as much as a small check does): its id echoed, so a client's report finds its log lines; a host
 * not the site's refused (site-hosts.ts); a page under the other loopback name sent to the public
 * address (public-address.ts); the security headers, worked out once at start; the origin check of
 * state-changing calls (security-headers.ts); and a compressed request body refused (compression.ts).
 * On the way out, in one hook too: an HTML answer gets the headers only documents need, and a body a
 * route keeps leaves in its kept compressed form (compression.ts; @fastify/compress does the rest).
 */
export const frontDoor = fp(
  async (app: FastifyInstance, { config, apiPrefix }: Options) => {
    const unknownHost = hostRefusal(config)
    const redirected = publicAddressRedirect({ publicUrl: config.publicUrl, apiPrefix })
    const policy = securityPolicy(config)
    const { answer, allowedOrigins } = policy
    app.decorate('securityPolicy', policy)
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id)
      // Answered, so the request goes no further: done() is not called.
      if (unknownHost(request, reply) || redirected(request, reply)) return
      reply.headers(answer)
      checkOrigin(request, allowedOrigins)
      refuseEncodedBody(request)
      done()
    })
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = reply.getHeader('content-type')
      if (typeof type === 'string' && type.startsWith('text/html')) asDocument(reply, policy)
      keptCompressedOnSend(request, reply, payload, done)
    })
  },
  { name: 'front-door' },
)
