import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests from other sites (docs/decisions/0002-csrf.md): the Origin must be
 * this server's own or one of the configured web origins. A request with no Origin and no cookie
 * cannot ride on anyone's session, so tools and scripts may call without one.
 */
export function checkOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): void {
  if (safeMethods.has(request.method)) return
  const origin = request.headers.origin
  if (!origin) {
    if (request.headers.cookie) {
      throw new HttpError(403, 'forbidden_origin', 'This request must come from the site itself.')
    }
    return
  }
  const own = `${request.protocol}://${request.host}`
  if (origin !== own && !allowed.has(origin)) {
    throw new HttpError(403, 'forbidden_origin', `Requests from ${origin} are not allowed.`)
  }
}
