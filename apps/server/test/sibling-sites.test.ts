// Every site of the ecosystem is a client (spec section 7, FACTS 13): a sibling site on another origin,
// listed in WEB_ORIGINS, calls the API with credentials, under API_PREFIX=/api and at the root of an
// API host (API_PREFIX=/); any other origin gets nothing.

import { defaultSettings } from '@one/contract/settings/defaults'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { contractEndpoints } from './support/contract-endpoints.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { CookieJar, signInThrough } from './support/sign-in.ts'
import { subscribe } from './support/subscriber.ts'

const SIBLING = 'https://docs.example.com'
const OTHER = 'https://evil.example'

const corsHeaders = (response: LightMyRequestResponse) =>
  Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))

const varies = (response: LightMyRequestResponse, name: string) =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .includes(name)

describe.each([
  { mount: '/api', prefix: '/api', other: '' },
  { mount: '/', prefix: '', other: '/api' },
])('a sibling site with API_PREFIX=$mount (FACTS 13)', ({ mount, prefix, other }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await openDatabase({})
    ;({ app, base } = await listenWithEmulators(database, 'sibling', {
      API_PREFIX: mount,
      WEB_ORIGINS: SIBLING,
    }))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = (
    jar: CookieJar | undefined,
    method: 'GET' | 'POST' | 'OPTIONS',
    url: string,
    headers: Record<string, string> = {},
    payload?: string,
  ) =>
    app.inject({
      method,
      url: `${prefix}${url}`,
      headers: { ...(jar?.header() ?? {}), ...headers },
      remoteAddress: jar?.address,
      ...(payload === undefined ? {} : { payload }),
    })

  describe('CORS for the listed origins (@fastify/cors)', () => {
    const preflight = (origin?: string) =>
      call(undefined, 'OPTIONS', '/user/settings', {
        ...(origin ? { origin } : ({} as Record<string, string>)),
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      })

    it('a preflight from a listed origin: 204 with that origin, credentials, methods, headers, Max-Age', async () => {
      const answer = await preflight(SIBLING)
      expect(answer.statusCode).toBe(204)
      expect(answer.headers['access-control-allow-origin']).toBe(SIBLING)
      expect(answer.headers['access-control-allow-credentials']).toBe('true')
      expect(String(answer.headers['access-control-allow-methods']).split(', ')).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']),
      )
      expect(String(answer.headers['access-control-allow-headers'])).toContain('content-type')
      expect(answer.headers['access-control-max-age']).toBe('600')
      expect(varies(answer, 'origin')).toBe(true)
    })

    it('a preflight from an unlisted origin, or with none, gets no CORS headers at all', async () => {
      for (const answer of [await preflight(OTHER), await preflight(undefined)]) {
        expect(corsHeaders(answer)).toEqual([])
        expect(answer.statusCode).not.toBe(204)
      }
    })

    it('an answer to a listed origin carries it, credentials and Vary: Origin; errors too, so the client reads the message', async () => {
      const verify = await call(undefined, 'GET', '/auth/verify', { origin: SIBLING })
      expect(verify.statusCode).toBe(401)
      expect(verify.headers['access-control-allow-origin']).toBe(SIBLING)
      expect(verify.headers['access-control-allow-credentials']).toBe('true')
      expect(varies(verify, 'origin')).toBe(true)
      expect(verify.json()).toMatchObject({ user: null, access: [] })

      const info = await call(undefined, 'GET', '/one/info', { origin: SIBLING })
      expect(info.statusCode).toBe(401)
      expect(info.headers['access-control-allow-origin']).toBe(SIBLING)
    })

    it('an unlisted origin, or none, gets no CORS headers, and the answer still varies by Origin', async () => {
      for (const headers of [{ origin: OTHER }, {}] as Record<string, string>[]) {
        const verify = await call(undefined, 'GET', '/auth/verify', headers)
        expect(corsHeaders(verify)).toEqual([])
        expect(varies(verify, 'origin')).toBe(true)
      }
    })

    it('a listed origin saves settings with the cookie; an unlisted one is refused (403)', async () => {
      const jar = await signedIn(app, 'sibling-settings', 'github', prefix)
      const defaults = defaultSettings()
      const settings = JSON.stringify({ settings: { ...defaults, one: { ...defaults.one, theme: 'light' } } })
      const json = { 'content-type': 'application/json' }
      const saved = await call(jar, 'POST', '/user/settings', { ...json, origin: SIBLING }, settings)
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.headers['access-control-allow-origin']).toBe(SIBLING)
      const refused = await call(jar, 'POST', '/user/settings', { ...json, origin: OTHER }, settings)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('forbidden_origin')
      expect(corsHeaders(refused)).toEqual([])
    })

    it('API answers may be read by the same site only (CORP same-site); the public routes keep their own', async () => {
      const verify = await call(undefined, 'GET', '/auth/verify', { origin: SIBLING })
      expect(verify.headers['cross-origin-resource-policy']).toBe('same-site')
      for (const origin of [OTHER, SIBLING]) {
        const metadata = await app.inject({
          url: `/.well-known/oauth-protected-resource${prefix}/mcp`,
          headers: { origin },
        })
        expect(metadata.statusCode).toBe(200)
        expect(metadata.headers['access-control-allow-origin']).toBe('*')
        expect(metadata.headers['access-control-allow-credentials']).toBeUndefined()
        const mcp = await app.inject({
          method: 'POST',
          url: `${prefix}/mcp`,
          headers: { origin, 'content-type': 'application/json' },
          payload: '{}',
        })
        expect(corsHeaders(mcp)).toEqual([])
      }
    })
  })

  describe(`every route under ${mount}`, () => {
    it('each call of the contract is mounted under the prefix, and nowhere else', () => {
      for (const endpoint of contractEndpoints) {
        const route = { method: endpoint.method, url: `${prefix}${endpoint.path}` }
        expect(app.hasRoute(route), `${route.method} ${route.url}`).toBe(true)
        if (other) {
          const elsewhere = { method: endpoint.method, url: `${other}${endpoint.path}` }
          expect(app.hasRoute(elsewhere), `${elsewhere.method} ${elsewhere.url}`).toBe(false)
        }
      }
    })

    it('the OpenAPI document, MCP, and the OAuth issuer with its well-known metadata follow it', async () => {
      const document = (await app.inject(`${prefix}/openapi.json`)).json()
      expect(document.servers).toEqual([{ url: prefix || base }])
      expect(Object.keys(document.paths)).toContain('/auth/verify')
      expect(Object.keys(document.paths).some((path) => path.startsWith('/_emulators'))).toBe(false)

      const issuer = await app.inject(`/.well-known/oauth-authorization-server${prefix}/oauth`)
      expect(issuer.statusCode).toBe(200)
      expect(issuer.json().issuer).toBe(`${base}${prefix}/oauth`)
      const resource = await app.inject(`/.well-known/oauth-protected-resource${prefix}/mcp`)
      expect(resource.json().resource).toBe(`${base}${prefix}/mcp`)
      const mcp = await app.inject({
        method: 'POST',
        url: `${prefix}/mcp`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(mcp.statusCode).toBe(401)
      expect((await app.inject(`${prefix}/healthz`)).statusCode).toBe(200)
    })

    it('the verify call of spec section 7 is `<API base>/auth/verify`', async () => {
      const answer = await fetch(`${base}${prefix}/auth/verify`, { headers: { origin: SIBLING } })
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ user: null, access: [] })
    })
  })

  describe('an empty body is no body (FACTS 0.1)', () => {
    const emptyJson = (jar: CookieJar, url: string) =>
      call(jar, 'POST', url, { origin: SIBLING, 'content-type': 'application/json' }, '')

    it('the bodiless POSTs of the spec answer as they do without a body, never bad_json', async () => {
      const jar = await signedIn(app, 'sibling-empty', 'github', prefix)
      const answers = {
        '/one/cancel?subscriptionId=sub_none': await emptyJson(jar, '/one/cancel?subscriptionId=sub_none'),
        '/one/team/regen': await emptyJson(jar, '/one/team/regen'),
        '/one/mcp/regenerate': await emptyJson(jar, '/one/mcp/regenerate'),
        '/auth/discord/logout': await emptyJson(jar, '/auth/discord/logout'),
      }
      expect(
        Object.fromEntries(Object.entries(answers).map(([url, answer]) => [url, answer.statusCode])),
      ).toEqual({
        '/one/cancel?subscriptionId=sub_none': 404,
        '/one/team/regen': 403,
        '/one/mcp/regenerate': 403,
        '/auth/discord/logout': 404,
      })
      const logout = await emptyJson(jar, '/auth/logout')
      expect(logout.statusCode).toBe(204)
      jar.take(logout)
      expect((await call(jar, 'GET', '/auth/verify')).statusCode).toBe(401)

      const again = await signedIn(app, 'sibling-empty', 'github', prefix)
      const unlinked = await emptyJson(again, '/auth/github/logout')
      expect(unlinked.statusCode).toBe(204)
    })

    it('a route that needs a body still answers 400 naming what is missing', async () => {
      const jar = await signedIn(app, 'sibling-needs-body', 'github', prefix)
      for (const url of ['/user/settings', '/one/activate', '/one/team/join']) {
        const answer = await emptyJson(jar, url)
        expect(answer.statusCode, url).toBe(400)
        expect(answer.json()).toEqual({
          code: 'bad_request',
          message: expect.stringMatching(/^Invalid request: body/),
        })
      }
    })
  })

  describe('hostile requests get a 4xx with a message, never a 5xx', () => {
    it('a preflight or a call under another Host is refused before CORS answers it', async () => {
      const answer = await app.inject({
        method: 'OPTIONS',
        url: `${prefix}/user/settings`,
        headers: { host: 'evil.example', origin: SIBLING, 'access-control-request-method': 'POST' },
      })
      expect(answer.statusCode).toBe(421)
      expect(corsHeaders(answer)).toEqual([])
    })

    it('hostile bodies on a bodiless POST, and hostile return addresses, are 4xx or ignored', async () => {
      const jar = await signedIn(app, 'sibling-hostile', 'github', prefix)
      const json = { origin: SIBLING, 'content-type': 'application/json' }
      for (const body of [
        '{"a":"\u0000"}',
        '"\ud800"',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        '{',
        '\u0000',
      ]) {
        const answer = await call(jar, 'POST', '/one/team/regen', json, body)
        expect(answer.statusCode, body.slice(0, 20)).toBeGreaterThanOrEqual(400)
        expect(answer.statusCode, body.slice(0, 20)).toBeLessThan(500)
        expect(answer.json().message).toEqual(expect.any(String))
      }
      // As the address carries them: a NUL, a lone surrogate (bytes no UTF-8 holds), and 100,000 characters.
      const site = encodeURIComponent(SIBLING)
      for (const returnTo of [`${site}%2Fa%00b`, `${site}%2F%ED%A0%80`, `${site}%2F${'a'.repeat(100_000)}`]) {
        const answer = await call(jar, 'GET', `/one/subscribe?interval=year&type=solo&returnTo=${returnTo}`, {
          origin: SIBLING,
        })
        expect(answer.statusCode, returnTo.slice(0, 40)).toBeGreaterThanOrEqual(400)
        expect(answer.statusCode, returnTo.slice(0, 40)).toBeLessThan(500)
      }
    })
  })

  describe('checkout returns to the site that started it', () => {
    it('a listed sibling page gets the browser back with session_id, and activates from there', async () => {
      const jar = await signedIn(app, 'sibling-checkout', 'github', prefix)
      const page = `${SIBLING}/guide/start?x=1`
      const { back, activated } = await subscribe(app, base, jar, { prefix, returnTo: page, origin: SIBLING })
      expect(`${back.origin}${back.pathname}`).toBe(`${SIBLING}/guide/start`)
      expect(back.searchParams.get('x')).toBe('1')
      expect(back.searchParams.get('session_id')).toMatch(/^cs_/)
      expect(activated.headers['access-control-allow-origin']).toBe(SIBLING)

      const manage = await call(
        jar,
        'GET',
        `/one/manage?returnTo=${encodeURIComponent(`${SIBLING}/account`)}`,
        {
          origin: SIBLING,
        },
      )
      expect(manage.statusCode, manage.body).toBe(302)
      const portal = await (await fetch(String(manage.headers.location))).text()
      expect(portal).toContain(`${SIBLING}/account`)
    })

    it('any other return address is refused with 400 before Stripe is asked', async () => {
      const jar = await signedIn(app, 'sibling-bad-return', 'github', prefix)
      for (const returnTo of [
        `${OTHER}/page`,
        'javascript:alert(1)',
        '//evil.example/page',
        `https://user@${new URL(SIBLING).host}/page`,
        `${SIBLING}:443/page`,
        `${SIBLING}/page#top`,
        'ftp://docs.example.com/page',
      ]) {
        const query = `interval=year&type=solo&returnTo=${encodeURIComponent(returnTo)}`
        const answer = await call(jar, 'GET', `/one/subscribe?${query}`, { origin: SIBLING })
        expect(answer.statusCode, returnTo).toBe(400)
        const manage = await call(jar, 'GET', `/one/manage?returnTo=${encodeURIComponent(returnTo)}`)
        expect(manage.statusCode, returnTo).toBe(400)
      }
    })
  })

  describe('the sign-in popup keeps its opener (FACTS 3.3)', () => {
    it('no page on its way sets an opener policy that would cut it from a sibling site', async () => {
      const start = await call(undefined, 'GET', '/auth/github/redirect')
      expect(start.statusCode).toBe(302)
      expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none')
      const authorize = new URL(String(start.headers.location))
      const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` })
      expect(page.statusCode).toBe(200)
      expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none')

      const form = new URLSearchParams(authorize.searchParams)
      form.set('username', 'sibling-popup')
      form.set('action', 'authorize')
      const authorized = await app.inject({
        method: 'POST',
        url: authorize.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      })
      expect(authorized.headers['cross-origin-opener-policy']).toBe('unsafe-none')
      const callback = new URL(String(authorized.headers.location))
      expect(callback.origin + callback.pathname).toBe(`${base}${prefix}/auth/github/callback`)
      const cookie = String(start.headers['set-cookie']).split(';')[0]!
      const landed = await app.inject({ url: `${callback.pathname}${callback.search}`, headers: { cookie } })
      expect(landed.statusCode).toBe(200)
      expect(landed.headers['cross-origin-opener-policy']).toBe('unsafe-none')
      const data = JSON.parse(landed.body.match(/id="auth-result">(.*?)<\/script>/s)![1]!)
      expect(data.origins).toEqual([base, SIBLING])
      expect(data.message).toMatchObject({ type: 'auth-response', status: 'success' })
    })

    it("Shopify's whole-window sign-in returns to a listed site's page, and never elsewhere", async () => {
      for (const [next, expected] of [
        [`${SIBLING}/guide?x=1`, `${SIBLING}/guide?x=1`],
        [`${OTHER}/phish`, `${base}/`],
      ] as const) {
        const jar = new CookieJar()
        const options = { next, emulatorsInApp: true, prefix }
        const { response } = await signInThrough(app, jar, 'shopify', 'sibling-shop', options)
        expect(response.statusCode, next).toBe(302)
        expect(response.headers.location).toBe(expected)
        expect(jar.get('one_session')).toBeDefined()
      }
    })

    it('the rest of the site keeps its opener policy', async () => {
      const verify = await call(undefined, 'GET', '/auth/verify')
      expect(verify.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    })
  })
})
