import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@one/contract/runtime-config'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

type Options = {
  /** Folder of the built app; undefined serves the API only. */
  webDist: string | undefined
  runtime: RuntimeConfig
  /** Paths under it are the API's: an unknown one is a JSON 404, never the app. */
  apiPrefix: string
}

/** Serves the built app's files: hashed assets cached for a year, everything else revalidated. */
async function serveBuiltApp(app: FastifyInstance, webDist: string): Promise<string | undefined> {
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
  return readFileSync(indexFile, 'utf8')
}

/**
 * The single-page app: its files, /config.js (a classic script the page loads before its bundle, so one
 * build serves any deployment), and index.html for every other page address (the history fallback).
 */
export const spa = fp(async (app: FastifyInstance, { webDist, runtime, apiPrefix }: Options) => {
  const script = `window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(runtime)};\n`
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache')
    return script
  })

  const indexHtml = webDist ? await serveBuiltApp(app, webDist) : undefined

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`)
    if (indexHtml && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
    }
    return reply
      .status(404)
      .send({ message: `There is no ${request.method} ${path} here.`, code: 'not_found' })
  })
})
