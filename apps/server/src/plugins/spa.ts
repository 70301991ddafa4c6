import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import negotiate from '@fastify/accept-negotiator'
import {
  PAGE_PREVIEW_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from '@one/contract/runtime-config'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { compress, compressSoon } from '../../../../scripts/compression.mjs'
import type { PagePreview } from '../bins/bin-page.ts'
import { etagOf } from '../cache/etag.ts'
import { escapeHtml, jsonInHtml } from '../html.ts'
import { isFresh } from '../http/entity.ts'
import { addVary } from '../http/vary.ts'

type Options = {
  /** Folder of the built app; undefined serves the API only. */
  webDist: string | undefined
  runtime: RuntimeConfig
  /** Paths under it are the API's: an unknown one is a JSON 404, never the app. */
  apiPrefix: string
  /** What the shell shows for an address before its scripts run, when there is something (a shared bin). */
  preview?(path: string): Promise<PagePreview | undefined>
}

/**
 * A page of the app as sent: the run-time configuration written in, compressed once at start, and the
 * hashes of its inline scripts (its boot script) for the content security policy.
 */
type Page = {
  etag: string
  bodies: Partial<Record<'br' | 'gzip', Buffer>> & { identity: Buffer }
  scriptHashes: string[]
  /** Settled when the compressed bodies are in `bodies`. */
  compressed?: Promise<unknown>
}

const NOINDEX_META = '<meta name="robots" content="noindex">'
const configElement = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}"></script>`
const previewElement = `<div id="${PAGE_PREVIEW_ELEMENT_ID}"></div>`
// A script the page runs (the boot script, which has an id), not data like the configuration's element.
const inlineScript = /<script(?: id="[\w-]+")?>([\s\S]*?)<\/script>/g
// The pages the server writes; every other built file is sent as it is.
const pageFiles = ['index.html', 'shell.html']

function pageOf(file: string, runtime: RuntimeConfig): Page {
  const built = readFileSync(file, 'utf8')
  if (!built.includes(configElement))
    throw new Error(`${file} has no ${configElement} to write the configuration into`)
  const json = jsonInHtml(JSON.stringify(runtime))
  const html = Buffer.from(built.replace(configElement, configElement.replace('></', `>${json}</`)))
  const inlineScripts = [...built.matchAll(inlineScript)].map((match) => match[1]!)
  const page: Page = {
    scriptHashes: inlineScripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ),
    etag: etagOf(html),
    bodies: { identity: html },
  }
  // Smallest settings, so slow: compressed on the thread pool while the server starts, not on its one
  // thread before it can answer. A page asked for sooner waits for them; should they fail, it goes uncompressed.
  page.compressed = Promise.all([
    compress(html, 'br', 'smallest').then((body) => {
      page.bodies.br = body
    }),
    compress(html, 'gzip', 'smallest').then((body) => {
      page.bodies.gzip = body
    }),
  ]).catch(() => undefined)
  return page
}

/**
 * The shell with one address's preview in its main area, its name in the title and its data beside it.
 * Compressed quickly rather than smallest; a large one off the event loop (docs/decisions/0034).
 */
async function previewPage(shell: Page, preview: PagePreview): Promise<Page> {
  const html = Buffer.from(
    shell.bodies.identity
      .toString()
      .replace(
        /<title>([^<]*)<\/title>/,
        (_, site: string) => `<title>${escapeHtml(preview.title)} · ${site}</title>`,
      )
      // Functions, not strings, as replacements: a bin holding `$&` or `` $` `` would be a pattern.
      .replace('</head>', (end) => `${preview.noindex ? NOINDEX_META : ''}${preview.head ?? ''}${end}`)
      .replace(previewElement, () => previewElement.replace('></', () => `>${preview.html}</`))
      // Outside the root element, which React hydrates and would find an element it did not draw.
      .replace(
        '</body>',
        () =>
          `<script type="application/json" id="${preview.data.elementId}">${jsonInHtml(preview.data.json)}</script></body>`,
      ),
  )
  const br = await compressSoon(html, 'br', 'page')
  return { scriptHashes: shell.scriptHashes, etag: etagOf(html), bodies: { br, identity: html } }
}

// A preview's page is made once for as long as what it was made from is kept (`keptWith`).
const madePages = new WeakMap<object, Promise<Page>>()

function previewPageOnce(shell: Page, preview: PagePreview): Promise<Page> {
  const { keptWith } = preview
  if (!keptWith) return previewPage(shell, preview)
  let made = madePages.get(keptWith)
  if (!made) {
    made = previewPage(shell, preview)
    madePages.set(keptWith, made)
    made.catch(() => madePages.delete(keptWith))
  }
  return made
}

/** A document's policy, with this page's own inline scripts allowed by their hashes and no other. */
function allowInlineScripts(reply: FastifyReply, hashes: string[]) {
  const policy = reply.server.securityPolicy.document['content-security-policy']
  if (policy === undefined || hashes.length === 0) return
  reply.header('content-security-policy', policy.replace(/script-src 'self'/, `$& ${hashes.join(' ')}`))
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  allowInlineScripts(reply, page.scriptHashes)
  addVary(reply, 'accept-encoding')
  reply.header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8')
  if (isFresh(request, page.etag)) return reply.status(304).send()
  const offered = (['br', 'gzip'] as const).filter((encoding) => page.bodies[encoding])
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', offered) ?? 'identity'
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.send(page.bodies[encoding as keyof Page['bodies']])
}

/**
 * The files under `webDist` but the pages, as paths relative to it with forward slashes
 * (`assets/main-abc.js`); dot files are never served.
 */
function listBuiltFiles(webDist: string): Set<string> {
  const entries = readdirSync(webDist, { recursive: true, withFileTypes: true })
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(webDist, join(entry.parentPath, entry.name)).split('\\').join('/'))
      .filter((path) => !pageFiles.includes(path) && !path.split('/').some((part) => part.startsWith('.'))),
  )
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
  // Loaded only by a server that serves the app (an API-only one never needs it). No route of its own:
  // the plugin's route per built file cost a fifth of a second of every start.
  const { default: fastifyStatic } = await import('@fastify/static')
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    preCompressed: true,
    allowedPath: (path) => !pageFiles.includes(path.replace(/^\//, '')),
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  // The built files are listed on the first request for one; every other path falls through to the
  // history fallback.
  let builtFiles: Set<string> | undefined
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      builtFiles ??= listBuiltFiles(webDist)
      const path = (request.params as { '*': string })['*']
      if (!builtFiles.has(path)) return reply.callNotFound()
      return reply.sendFile(path)
    },
  })
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    await home.compressed
    return sendPage(request, reply, home)
  })
  return shell
}

const isWellKnown = (path: string) => path === '/.well-known' || path.startsWith('/.well-known/')

export const spa = fp(async (app: FastifyInstance, { webDist, runtime, apiPrefix, preview }: Options) => {
  const shell = webDist ? await serveBuiltApp(app, webDist, runtime) : undefined
  const previews = shell?.bodies.identity.includes(previewElement) ? preview : undefined

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!
    // At the root of its host (API_PREFIX=/) the API shares every path with the app's pages. Discovery
    // documents are at the host's root whatever the prefix (RFC 8615): a client probing for one it
    // does not find must read a 404, not parse the app's page (decision 0033).
    const isApi =
      (apiPrefix !== '' && (path === apiPrefix || path.startsWith(`${apiPrefix}/`))) || isWellKnown(path)
    if (shell && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Without its preview (the database away, say) the page still opens, and the app says what is wrong.
      const shown = await previews?.(path).catch(() => undefined)
      await shell.compressed
      if (shown?.noindex) reply.header('x-robots-tag', 'noindex')
      return sendPage(request, reply, shown ? await previewPageOnce(shell, shown) : shell)
    }
    return reply
      .status(404)
      .send({ message: `There is no ${request.method} ${path} here.`, code: 'not_found' })
  })
})
