import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import fastifyStatic from '@fastify/static'
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@one/contract/runtime-config'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { etagOf } from '../cache/etag.ts'
import { isFresh } from '../http/entity.ts'

type Options = {
  /** Folder of the built app; undefined serves the API only. */
  webDist: string | undefined
  runtime: RuntimeConfig
  /** Paths under it are the API's: an unknown one is a JSON 404, never the app. */
  apiPrefix: string
}

/**
 * A page of the app as sent: the run-time configuration written in, compressed once at start, and the
 * hashes of its inline scripts (its boot script) for the content security policy.
 */
type Page = { etag: string; bodies: Record<'br' | 'gzip' | 'identity', Buffer>; scriptHashes: string[] }

const configElement = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}"></script>`
// The pages the server writes; every other built file is sent as it is.
const pageFiles = ['index.html', 'shell.html']

function pageOf(file: string, runtime: RuntimeConfig): Page {
  const built = readFileSync(file, 'utf8')
  if (!built.includes(configElement))
    throw new Error(`${file} has no ${configElement} to write the configuration into`)
  const json = JSON.stringify(runtime).replaceAll('<', '\\u003c')
  const html = Buffer.from(built.replace(configElement, configElement.replace('></', `>${json}</`)))
  const inlineScripts = [...built.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
  return {
    scriptHashes: inlineScripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ),
    etag: etagOf(html),
    bodies: {
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
      identity: html,
    },
  }
}

/** The policy helmet wrote, with this page's own inline scripts allowed by their hashes and no other. */
function allowInlineScripts(reply: FastifyReply, hashes: string[]) {
  const policy = reply.getHeader('content-security-policy')
  if (typeof policy !== 'string' || hashes.length === 0) return
  reply.header('content-security-policy', policy.replace(/script-src 'self'/, `$& ${hashes.join(' ')}`))
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  allowInlineScripts(reply, page.scriptHashes)
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8')
  if (isFresh(request, page.etag)) return reply.status(304).send()
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? 'identity'
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.send(page.bodies[encoding])
}

/**
 * Serves the built app: hashed assets cached for a year, pre-compressed files chosen by
 * Accept-Encoding, and the pages themselves (index.html for `/`, shell.html for every other app
 * address) with the run-time configuration in them, so the first paint needs no other request.
 */
async function serveBuiltApp(app: FastifyInstance, webDist: string, runtime: RuntimeConfig) {
  const indexFile = join(webDist, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}; serving the API only. Run "npm run build" to build it.`)
    return undefined
  }
  const shellFile = join(webDist, 'shell.html')
  const home = pageOf(indexFile, runtime)
  const shell = existsSync(shellFile) ? pageOf(shellFile, runtime) : home
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    // One route per built file; every other path falls through to the history fallback.
    wildcard: false,
    preCompressed: true,
    allowedPath: (path) => !pageFiles.includes(path.replace(/^\//, '')),
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, home))
  return shell
}

export const spa = fp(async (app: FastifyInstance, { webDist, runtime, apiPrefix }: Options) => {
  const shell = webDist ? await serveBuiltApp(app, webDist, runtime) : undefined

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`)
    if (shell && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply, shell)
    }
    return reply
      .status(404)
      .send({ message: `There is no ${request.method} ${path} here.`, code: 'not_found' })
  })
})
