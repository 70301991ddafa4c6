import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressAtOnce, decompress } from '../../../scripts/compression.mjs'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

let database: Database
let app: FastifyInstance
const configElement = '<script type="application/json" id="one-config"></script>'
const page = (main: string) =>
  `<!doctype html><title>One</title>${configElement}<div id="root"><header>One</header>${main}</div>`
const bootCode = "document.title='booted'"
const indexHtml = page(`<main>editor</main><script id="boot">${bootCode}</script>`)
const shellHtml = page('<main></main>')
const script = `console.log(${JSON.stringify('a line of the app '.repeat(200))})`

function builtApp(files: Record<string, string | Buffer>) {
  const webDist = mkdtempSync(join(tmpdir(), 'one-web-'))
  mkdirSync(join(webDist, 'assets'))
  for (const [name, body] of Object.entries(files)) writeFileSync(join(webDist, name), body)
  return webDist
}

beforeAll(async () => {
  const webDist = builtApp({
    'index.html': indexHtml,
    'shell.html': shellHtml,
    'assets/main-abc123.js': script,
    'assets/main-abc123.js.br': compressAtOnce(Buffer.from(script), 'br'),
    'assets/main-abc123.js.gz': compressAtOnce(Buffer.from(script), 'gzip'),
    '.env': 'SECRET=1',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  })
  database = await openDatabase({})
  app = await buildTestApp(database, { SERVE_WEB: 'on', WEB_DIST: webDist, API_BASE: '/api' })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const withConfig = (html: string) =>
  html.replace(
    configElement,
    configElement.replace('></', '>{"apiBase":"/api","siteId":"vbin","localSignIn":true}</'),
  )

describe('the server serves the built app with a history fallback (spec section 2 routes)', () => {
  it('GET / is the prerendered home page, with the run-time configuration written in (docs/decisions/0007)', async () => {
    const response = await app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toBe(withConfig(indexHtml))
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  for (const path of ['/bins/x', '/user/dashboard', '/any/unknown/path?q=1']) {
    it(`GET ${path} is the shell with a neutral main area`, async () => {
      const response = await app.inject(path)
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(withConfig(shellHtml))
      expect(response.headers['cache-control']).toBe('no-cache')
    })
  }

  it("the page's boot script is allowed by its hash, and no other inline script is", async () => {
    const hash = createHash('sha256').update(bootCode).digest('base64')
    const scriptSrc = (response: { headers: Record<string, unknown> }) =>
      String(response.headers['content-security-policy']).match(/script-src [^;]*/)?.[0]
    expect(scriptSrc(await app.inject('/'))).toBe(`script-src 'self' 'sha256-${hash}'`)
    const revalidated = await app.inject({ url: '/', headers: { 'if-none-match': '"nope"' } })
    expect(scriptSrc(revalidated)).toBe(`script-src 'self' 'sha256-${hash}'`)
    expect(scriptSrc(await app.inject('/bins/x'))).toBe("script-src 'self'")
    // A JSON answer opened as a page runs nothing at all.
    const json = await app.inject('/api/healthz')
    expect(scriptSrc(json)).toBeUndefined()
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it("a page keeps the referrer policy that lets the site's own POSTs carry their Origin", async () => {
    // Under no-referrer a browser sends "Origin: null", and the origin check would refuse the site itself.
    for (const path of ['/', '/bins/x']) {
      const response = await app.inject(path)
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(response.headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups')
    }
  })

  it('the built files themselves are not served: no page without its configuration', async () => {
    for (const path of ['/index.html', '/shell.html']) {
      expect((await app.inject(path)).body).toBe(withConfig(shellHtml))
    }
  })

  it('there is no /config.js: nothing blocks the first paint (docs/decisions/0007)', async () => {
    expect((await app.inject('/config.js')).body).toBe(withConfig(shellHtml))
  })

  it('a repeat visit costs a 304: the page has an ETag', async () => {
    const first = await app.inject('/')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const shell = await app.inject({ url: '/bins/x', headers: { 'if-none-match': etag } })
    expect(shell.statusCode).toBe(200)
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject('/assets/main-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('the built files are listed on the first request: a file at the root and HEAD are served, a dot file never is', async () => {
    const icon = await app.inject('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toContain('image/svg+xml')
    expect(icon.headers['cache-control']).toBe('no-cache')
    const head = await app.inject({ method: 'HEAD', url: '/assets/main-abc123.js' })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(script)))
    expect(head.body).toBe('')
    const dotFile = await app.inject('/.env')
    expect(dotFile.body).toBe(withConfig(shellHtml))
    expect((await app.inject('/assets/missing.js')).body).toBe(withConfig(shellHtml))
  })

  it('a missing asset is a 404, not the app', async () => {
    const response = await app.inject('/api/assets/missing.js')
    expect(response.statusCode).toBe(404)
  })

  it('unknown API paths stay JSON 404s', async () => {
    const response = await app.inject('/api/bins/x')
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('not_found')
  })

  it('a POST to an unknown page is a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('not_found')
  })
})

// RFC 8615: discovery documents live at the host's root whatever the API's prefix; a client probing
// for one that is not here must read a 404, not parse the app's page (decision 0033).
describe.each<{ mount: string; env: Record<string, string>; prefix: string }>([
  { mount: '/api', env: { API_BASE: '/api' }, prefix: '/api' },
  { mount: '/', env: { API_PREFIX: '/', API_BASE: '/' }, prefix: '' },
])('unknown /.well-known paths with API_PREFIX=$mount', ({ env, prefix }) => {
  let served: FastifyInstance
  beforeAll(async () => {
    const webDist = builtApp({ 'index.html': indexHtml, 'shell.html': shellHtml })
    served = await buildTestApp(database, { SERVE_WEB: 'on', WEB_DIST: webDist, ...env })
    await served.ready()
  })
  afterAll(() => served.close())

  it('are a JSON 404, while the known ones and the pages still answer', async () => {
    for (const url of ['/.well-known/security.txt', '/.well-known/openid-configuration', '/.well-known']) {
      const response = await served.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toEqual({ message: `There is no GET ${url} here.`, code: 'not_found' })
    }
    const known = await served.inject('/.well-known/oauth-protected-resource')
    expect(known.statusCode).toBe(200)
    expect(known.json().resource).toBe(`http://one.test${prefix}/mcp`)
    const page = await served.inject('/user/dashboard')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
  })
})

describe('compression by Accept-Encoding (docs/decisions/0007)', () => {
  for (const [asked, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['', 'identity'],
  ] as const) {
    it(`a script asked with "${asked}" comes back ${expected} and decodes to the same file`, async () => {
      const response = await app.inject({
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': asked },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(expected === 'identity' ? undefined : expected)
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
      expect(decompress(response.rawPayload, expected).toString()).toBe(script)
    })

    it(`the page asked with "${asked}" comes back ${expected}`, async () => {
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': asked } })
      expect(response.headers['content-encoding']).toBe(expected === 'identity' ? undefined : expected)
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
      expect(decompress(response.rawPayload, expected).toString()).toBe(withConfig(indexHtml))
    })
  }

  it('API answers over about 1 KB are compressed on the fly; small ones are left alone', async () => {
    const document = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } })
    expect(document.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decompress(document.rawPayload, 'gzip').toString()).openapi).toMatch(/^3\./)
    const health = await app.inject({ url: '/api/healthz', headers: { 'accept-encoding': 'gzip' } })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json().status).toBe('ok')
  })
})

it('a build whose page has no place for the configuration stops the server at start', async () => {
  const webDist = builtApp({ 'index.html': '<!doctype html><div id="root"></div>' })
  await expect(buildTestApp(database, { SERVE_WEB: 'on', WEB_DIST: webDist })).rejects.toThrow(
    /has no <script type="application\/json" id="one-config"><\/script>/,
  )
})
