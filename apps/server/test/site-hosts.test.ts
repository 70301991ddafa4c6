import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { bins } from '../src/db/schema/bins.ts'
import { buildTestApp } from './support/app.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'

// A page that rebinds its own name to this server's address sends that name as
// Host and as Origin. The server answers only to its own hosts, so such a page drives nothing.

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `one-${name}-`))

function builtWeb() {
  const webDist = tempDir('web')
  const page =
    '<!doctype html><title>One</title><script type="application/json" id="one-config"></script><div id="root"></div>'
  writeFileSync(join(webDist, 'index.html'), page)
  return webDist
}

describe('a rebinding page is refused before any route runs', () => {
  let database: Database
  let app: FastifyInstance
  let base: string
  let evil: string
  let evilOrigin: string

  beforeAll(async () => {
    database = await openDatabase({})
    ;({ app, base } = await listenWithEmulators(database, 'hosts', { SERVE_WEB: 'on', WEB_DIST: builtWeb() }))
    evil = `evil.example:${new URL(base).port}`
    evilOrigin = `http://${evil}`
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const site = () => new URL(base).host
  const grant = (host: string, origin: string, login: string) =>
    app.inject({
      method: 'POST',
      url: '/_emulators/github/sponsorships',
      headers: { host, origin, 'content-type': 'application/json' },
      payload: { login, tierName: '$5 a month', amount: 500, interval: 'month', isActive: true },
    })
  const sponsorshipsPage = async () =>
    (await app.inject({ url: '/_emulators/github/sponsorships', headers: { host: site() } })).body

  it('an emulator control route: 421, and no sponsorship is granted', async () => {
    const response = await grant(evil, evilOrigin, 'mallory')
    expect(response.statusCode).toBe(421)
    expect(response.json()).toEqual({
      message:
        'This server does not answer to the host "evil.example". Its operator can add it to ALLOWED_HOSTS.',
      code: 'unknown_host',
    })
    expect(await sponsorshipsPage()).not.toContain('mallory')

    // The same call from the site itself is answered.
    expect((await grant(site(), base, 'grace')).statusCode).toBe(200)
    expect(await sponsorshipsPage()).toContain('grace')
  })

  it('a state-changing API route, even with a session: 421, and nothing is written', async () => {
    const jar = await signedIn(app, 'ada')
    const save = (host: string, origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/one/bins',
        headers: { host, origin, 'content-type': 'application/json', ...jar.header() },
        payload: { content: 'written by a rebinding page' },
      })
    const response = await save(evil, evilOrigin)
    expect(response.statusCode).toBe(421)
    expect(response.json().code).toBe('unknown_host')
    expect(await database.db.select().from(bins)).toEqual([])

    expect((await save(site(), base)).statusCode).toBe(201)
  })

  it('a page of the app, a sign-in and a read of the emulators: 421 too', async () => {
    const page = await app.inject({ url: '/', headers: { host: evil } })
    expect(page.statusCode).toBe(421)
    expect(page.body).not.toContain('<div id="root">')
    const signIn = await app.inject({ url: '/api/auth/github/redirect', headers: { host: evil } })
    expect(signIn.statusCode).toBe(421)
    const subscriptions = await app.inject({
      url: '/_emulators/stripe/v1/subscriptions',
      headers: { host: evil },
    })
    expect(subscriptions.statusCode).toBe(421)

    expect((await app.inject({ url: '/', headers: { host: site() } })).statusCode).toBe(200)
  })

  it('a trailing dot, another case or another port of an unknown name changes nothing', async () => {
    for (const host of ['evil.example.:3000', 'EVIL.example', 'evil.example:80', 'localhost.evil.example']) {
      expect((await app.inject({ url: '/api/healthz', headers: { host } })).statusCode).toBe(421)
    }
  })
})

describe('the hosts the server answers to', () => {
  let database: Database
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    database = await openDatabase({})
  })

  afterAll(async () => {
    for (const app of apps) await app.close()
    await database.close()
  })

  async function serverWith(env: Record<string, string>) {
    const app = await buildTestApp(database, env)
    apps.push(app)
    return async (host: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url: '/api/healthz', headers: { host, ...headers } })).statusCode
  }

  it("PUBLIC_URL's host, in any case and on any port", async () => {
    const status = await serverWith({ PUBLIC_URL: 'https://bin.example.com' })
    expect(await status('bin.example.com')).toBe(200)
    expect(await status('BIN.Example.com:443')).toBe(200)
    expect(await status('bin.example.com.')).toBe(200)
    expect(await status('example.com')).toBe(421)
    expect(await status('api.bin.example.com')).toBe(421)
  })

  it('loopback names when the server listens on loopback, or on every interface', async () => {
    const loopback = await serverWith({ PUBLIC_URL: 'https://bin.example.com', HOST: '127.0.0.1' })
    for (const host of ['localhost:3000', '127.0.0.1:3000', '127.0.0.2', '[::1]:3000']) {
      expect(await loopback(host)).toBe(200)
    }
    const everywhere = await serverWith({
      PUBLIC_URL: 'https://bin.example.com',
      HOST: '0.0.0.0',
      ONE_EMULATORS: 'off',
    })
    expect(await everywhere('localhost:3000')).toBe(200)
  })

  it('not loopback names when the server listens on another address only', async () => {
    const status = await serverWith({
      PUBLIC_URL: 'https://bin.example.com',
      HOST: '10.0.0.5',
      ONE_EMULATORS: 'off',
    })
    expect(await status('bin.example.com')).toBe(200)
    expect(await status('localhost:3000')).toBe(421)
    expect(await status('127.0.0.1:3000')).toBe(421)
  })

  it('the API host of split origins (API_BASE), and ALLOWED_HOSTS, exact or a whole domain', async () => {
    const status = await serverWith({
      PUBLIC_URL: 'https://api.example.com',
      API_BASE: 'https://api.example.com/api',
      WEB_ORIGINS: 'https://www.example.com',
      COOKIE_DOMAIN: 'example.com',
      ALLOWED_HOSTS: 'one.internal, .example.org, 10.0.0.5, [fd00::1]',
      HOST: '0.0.0.0',
      ONE_EMULATORS: 'off',
    })
    for (const host of [
      'api.example.com',
      'one.internal:8080',
      'example.org',
      'a.b.example.org',
      '10.0.0.5',
    ]) {
      expect(await status(host)).toBe(200)
    }
    expect(await status('[FD00::1]:3000')).toBe(200)
    // The web origin's host is where the app is, not this server.
    expect(await status('www.example.com')).toBe(421)
    expect(await status('notexample.org')).toBe(421)
    expect(await status('one.internal.evil.example')).toBe(421)
  })

  it('behind a trusted proxy, the host the browser asked for (X-Forwarded-Host); from anyone else, Host', async () => {
    const status = await serverWith({ PUBLIC_URL: 'https://bin.example.com', TRUST_PROXY: '1' })
    expect(await status('10.1.2.3:3000', { 'x-forwarded-host': 'bin.example.com' })).toBe(200)
    expect(await status('bin.example.com', { 'x-forwarded-host': 'evil.example' })).toBe(421)
    const direct = await serverWith({ PUBLIC_URL: 'https://bin.example.com' })
    expect(await direct('evil.example', { 'x-forwarded-host': 'bin.example.com' })).toBe(421)
  })
})

describe('the origin check compares Origin with the configured sites, never with Host', () => {
  it('a write whose Origin is only the Host it was sent to is refused', async () => {
    const database = await openDatabase({})
    const app = await buildTestApp(database, { PUBLIC_URL: 'https://bin.example.com', HOST: '127.0.0.1' })
    const write = (origin: string) =>
      app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: 'localhost:3000', origin } })
    const refused = await write('http://localhost:3000')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('forbidden_origin')
    expect((await write('https://bin.example.com')).statusCode).toBe(204)
    await app.close()
    await database.close()
  })
})

describe('ALLOWED_HOSTS is validated at boot', () => {
  it('reads host names and domains, lower case', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'One.Example.com,.example.org, ::1' }).allowedHosts).toEqual([
      'one.example.com',
      '.example.org',
      '[::1]',
    ])
    expect(loadConfig({}).allowedHosts).toEqual([])
  })

  it('refuses a URL, a port, a path or a wildcard, naming the variable and the item', () => {
    for (const bad of [
      'https://one.example.com',
      'one.example.com:8080',
      'one.example.com/x',
      '*',
      'a b',
      '.[::1]',
    ]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: `ok.example, ${bad}` })).toThrow(
        `Invalid environment variable ALLOWED_HOSTS: "${bad}" is not a host name like one.example.com or .example.com (no scheme, port or path) (got "ok.example, ${bad}")`,
      )
    }
  })
})
