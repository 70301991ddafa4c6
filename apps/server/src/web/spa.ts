import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export type Spa = { indexHtml: string }

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated. Paths that
 * match no file are answered by the not-found handler with index.html.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<Spa | undefined> {
  const indexFile = join(webDist, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}; serving the API only. Run "npm run build" to build it.`)
    return undefined
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    // One route per built file; every other path falls through to the history fallback.
    wildcard: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  return { indexHtml: readFileSync(indexFile, 'utf8') }
}
