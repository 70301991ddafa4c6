import fastifyCors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: a public route that answers anyone with headers of its own (see below). */
    cors?: false
  }
}

type Options = {
  /** The site's own origin and the sibling sites of WEB_ORIGINS (security-headers.ts' list). */
  origins: ReadonlySet<string>
}

/**
 * Every site of the ecosystem calls the API with credentials from its own origin (spec section 7,
 * FACTS 13). An origin on the list gets its own origin back, with credentials, on the preflight and
 * on the answer; any other origin, and a request with none, gets no CORS headers at all (its writes
 * are refused by the origin check). Every answer varies by Origin, so a cache never hands one site's
 * answer to another. The public routes that answer anyone (oEmbed, OAuth metadata and provider, MCP)
 * set `cors: false` and keep their own headers (docs/decisions/0029-sibling-sites.md).
 */
export const cors = fp(
  async (app: FastifyInstance, { origins }: Options) => {
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['content-type', 'authorization', 'if-match', 'if-none-match', 'x-request-id'],
      exposedHeaders: ['etag', 'retry-after', 'x-request-id', 'content-disposition'],
      // Chromium keeps a preflight for at most 2 hours; ten minutes lets a changed list take hold soon.
      maxAge: 600,
    })
  },
  { name: 'cors' },
)
