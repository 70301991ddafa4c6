// docs/decisions/0006: two instances on one PostgreSQL and one Redis serve one site. Each of them keeps its
// own caches; every change made through one is seen by the other within a second. The first instance
// listens and mounts the emulators (the Stripe checkout and the sign-in of both go there, as behind a
// load balancer); the second has a pool of its own on the same database.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import { defaultSettings } from '@one/contract/settings/defaults'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { bannerMetadata } from './support/content-samples.ts'
import { freshPostgres } from './support/databases.ts'
import { listenWithEmulators, signedIn, testSessionSecret } from './support/listening-app.ts'
import { MemoryClient } from './support/mcp-oauth-client.ts'
import type { CookieJar } from './support/sign-in.ts'
import { subscribe } from './support/subscriber.ts'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const missing = [databaseUrl ? '' : 'TEST_DATABASE_URL', redisUrl ? '' : 'TEST_REDIS_URL'].filter(Boolean)
const needs = missing.length ? ` (skipped: set ${missing.join(' and ')})` : ''
// The account id the GitHub emulator gives ada: an admin, so a subscriber too.
const ADMINS = { ONE_ADMINS: 'github:2051899610' }
/** "Within a second" on a busy 2-core test machine: the poll gives up after it. */
const WITHIN = { timeout: 1000, interval: 25 }

describe.skipIf(missing.length > 0)(
  `two instances on PostgreSQL and Redis behave as one (docs/decisions/0006)${needs}`,
  () => {
    let first: Database & { url: string }
    let secondPool: Database
    let a: FastifyInstance
    let b: FastifyInstance
    let base: string

    beforeAll(async () => {
      first = await freshPostgres(databaseUrl!)
      secondPool = await openDatabase({ url: first.url })
      ;({ app: a, base } = await listenWithEmulators(first, 'agree', { REDIS_URL: redisUrl!, ...ADMINS }))
      const port = new URL(base).port
      // The same site: its public address, secret, emulators (reached at the first instance's port).
      b = await buildTestApp(secondPool, {
        ONE_EMULATORS: 'on',
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        SESSION_SECRET: testSessionSecret,
        REDIS_URL: redisUrl!,
        ...ADMINS,
      })
    }, 30_000)

    afterAll(async () => {
      await b?.close()
      const closing = a?.close()
      a?.server.closeAllConnections()
      await closing
      await secondPool?.close()
      await first?.close()
    })

    const call = (
      app: FastifyInstance,
      jar: CookieJar | undefined,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      app
        .inject({
          method,
          url: url.startsWith('/api') ? url : `/api${url}`,
          headers: {
            ...(jar?.header() ?? {}),
            ...(method === 'GET' ? {} : { origin: base }),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          payload: payload === undefined ? undefined : JSON.stringify(payload),
          remoteAddress: jar?.address,
        })
        .then((response) => {
          jar?.take(response)
          return response
        })
    const status = async (promise: Promise<{ statusCode: number }>) => (await promise).statusCode
    const verify = (app: FastifyInstance, jar: CookieJar) => call(app, jar, 'GET', '/auth/verify')
    const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`

    it('a logout on A ends the session on B, which had it cached', async () => {
      const jar = await signedIn(a, unique('logout'))
      const copy = { ...jar.header() }
      expect(await status(verify(b, jar))).toBe(200)
      expect(await status(call(a, jar, 'POST', '/auth/logout'))).toBe(204)
      await expect.poll(() => status(b.inject({ url: '/api/auth/verify', headers: copy })), WITHIN).toBe(401)
    })

    it('signing out everywhere on A ends every session of that user on B', async () => {
      const username = unique('everywhere')
      const laptop = await signedIn(a, username)
      const phone = await signedIn(a, username)
      const phoneCookie = { ...phone.header() }
      expect(await status(verify(b, phone))).toBe(200)
      expect(await status(verify(b, laptop))).toBe(200)
      expect(await status(call(a, laptop, 'POST', '/auth/logout-everywhere'))).toBe(204)
      await expect
        .poll(() => status(b.inject({ url: '/api/auth/verify', headers: phoneCookie })), WITHIN)
        .toBe(401)
    })

    it('settings saved on A show in the next verify on B', async () => {
      const jar = await signedIn(a, unique('settings'))
      expect((await verify(b, jar)).json().user.settings).toBeNull()
      expect(await status(call(a, jar, 'POST', '/user/settings', { settings: defaultSettings() }))).toBe(200)
      await expect
        .poll(async () => (await verify(b, jar)).json().user.settings, WITHIN)
        .toEqual(defaultSettings())
    })

    it('settings saved on A, changed or not, leave B its cached account; the change shows on B', async () => {
      const jar = await signedIn(a, unique('resave'))
      const save = (settings: ReturnType<typeof defaultSettings>) =>
        status(call(a, jar, 'POST', '/user/settings', { settings }))
      expect(await save(defaultSettings())).toBe(200)
      await expect
        .poll(async () => (await verify(b, jar)).json().user.settings, WITHIN)
        .toEqual(defaultSettings())
      // The counters are the process's: both instances run here, and only this test reads now.
      const accountMisses = async () => {
        const text = (await b.inject({ url: '/api/metrics' })).body
        return Number(text.match(/^cache_misses_total\{cache="accounts"\} (\d+)/m)?.[1] ?? 0)
      }
      // Both instances hold the account now (A reads it for each save).
      expect((await verify(a, jar)).statusCode).toBe(200)
      expect((await verify(b, jar)).statusCode).toBe(200)
      const before = await accountMisses()
      for (let i = 0; i < 3; i++) expect(await save(defaultSettings())).toBe(200)
      // A dropped account would be reloaded by one of these, once Redis has told B.
      for (let i = 0; i < 5; i++) {
        expect((await verify(b, jar)).json().user.settings).toEqual(defaultSettings())
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await accountMisses()).toBe(before)
      const light = defaultSettings()
      light.one.theme = 'light'
      expect(await save(light)).toBe(200)
      await expect
        .poll(async () => (await verify(b, jar)).json().user.settings.one.theme, WITHIN)
        .toBe('light')
      // B took the settings Redis told it: it did not load the account again.
      expect(await accountMisses()).toBe(before)
    })

    it("a public bin's edit, its turn to private and its deletion on A are read on B", async () => {
      const owner = await signedIn(a, unique('bins'))
      const created = await call(a, owner, 'POST', '/one/bins', { content: 'first', visibility: 'public' })
      expect(created.statusCode, created.body).toBe(201)
      const id = created.json().id as string
      const version = created.json().version as number
      const guestRead = () => b.inject({ url: `/api/one/bins/${id}` })
      // Read twice: the second comes from B's memory.
      expect((await guestRead()).json().content).toBe('first')
      expect((await guestRead()).json().content).toBe('first')

      const edited = await call(a, owner, 'PATCH', `/one/bins/${id}`, { content: 'second', version })
      expect(edited.statusCode, edited.body).toBe(200)
      await expect.poll(async () => (await guestRead()).json().content, WITHIN).toBe('second')

      expect(await status(call(a, owner, 'PATCH', `/one/bins/${id}`, { visibility: 'private' }))).toBe(200)
      await expect.poll(async () => (await guestRead()).statusCode, WITHIN).toBe(404)
      expect(await status(call(a, owner, 'PATCH', `/one/bins/${id}`, { visibility: 'public' }))).toBe(200)
      await expect.poll(async () => (await guestRead()).statusCode, WITHIN).toBe(200)

      expect(await status(call(a, owner, 'DELETE', `/one/bins/${id}`))).toBe(204)
      await expect.poll(async () => (await guestRead()).statusCode, WITHIN).toBe(404)
    })

    it('a key regenerated on A stops working on B, and the new one works there', async () => {
      const ada = await signedIn(a, 'ada')
      const generated = await call(a, ada, 'POST', '/one/mcp/generate')
      expect([201, 409]).toContain(generated.statusCode)
      const old =
        generated.statusCode === 201
          ? (generated.json().apiKey as string)
          : ((await call(a, ada, 'POST', '/one/mcp/regenerate')).json().apiKey as string)
      const withKey = (key: string) =>
        b.inject({ url: '/api/one/bins', headers: { authorization: `Bearer ${key}` } })
      expect((await withKey(old)).statusCode).toBe(200)
      const renewed = await call(a, ada, 'POST', '/one/mcp/regenerate')
      expect(renewed.statusCode, renewed.body).toBe(201)
      await expect.poll(async () => (await withKey(old)).statusCode, WITHIN).toBe(401)
      expect((await withKey(renewed.json().apiKey)).statusCode).toBe(200)
    })

    it('an MCP client revoked on A gets 401 on B', async () => {
      const ada = await signedIn(a, 'ada')
      const client = new MemoryClient(unique('Agreeing'))
      const serverUrl = new URL(`${base}/api/mcp`)
      expect(await auth(client, { serverUrl })).toBe('REDIRECT')
      // Addresses as the browser follows them, on whichever host they name.
      const path = (address: unknown) => {
        const url = new URL(String(address), base)
        return `${url.pathname}${url.search}`
      }
      const started = await call(a, ada, 'GET', path(client.authorizationUrl))
      const interaction = await call(a, ada, 'GET', path(started.headers.location))
      const uid = new URL(String(interaction.headers.location)).pathname.split('/').pop()
      const allowed = await call(a, ada, 'POST', `/api/oauth/interaction/${uid}/allow`)
      expect(allowed.statusCode, allowed.body).toBe(200)
      const back = await call(a, ada, 'GET', path(allowed.json().redirectTo))
      const code = new URL(String(back.headers.location)).searchParams.get('code')!
      expect(await auth(client, { serverUrl, authorizationCode: code })).toBe('AUTHORIZED')
      const toolsOnB = () =>
        b.inject({
          method: 'POST',
          url: '/api/mcp',
          headers: {
            authorization: `Bearer ${client.saved!.access_token}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
          },
          payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        })
      expect((await toolsOnB()).statusCode).toBe(200)
      expect(await status(call(a, ada, 'DELETE', `/one/mcp/clients/${client.info!.client_id}`))).toBe(204)
      await expect.poll(async () => (await toolsOnB()).statusCode, WITHIN).toBe(401)
    })

    it('a member removed from a team on A loses the team on B', async () => {
      const owner = await signedIn(a, unique('owner'))
      await subscribe(a, base, owner, { type: 'team' })
      const { team, id: ownerId } = (await verify(a, owner)).json().user
      expect(ownerId).toBeTruthy()
      const member = await signedIn(a, unique('member'))
      expect(await status(call(a, member, 'POST', '/one/team/join', { inviteCode: team.inviteCode }))).toBe(
        200,
      )
      const onB = await verify(b, member)
      expect(onB.json().access).toContain('one/team')
      const memberId = onB.json().user.id as string
      expect(await status(call(a, owner, 'POST', '/one/team/remove', { userId: memberId }))).toBe(200)
      await expect.poll(async () => (await verify(b, member)).json().access, WITHIN).not.toContain('one/team')
    })

    it('a banner published on A is listed on B, which had the list cached', async () => {
      const slugs = async () =>
        ((await b.inject({ url: '/api/one/banners' })).json().banners as { slug: string }[]).map(
          (x) => x.slug,
        )
      await slugs()
      const ada = await signedIn(a, 'ada')
      const slug = unique('agree')
      const created = await call(a, ada, 'POST', '/one/admin/banners', {
        slug,
        title: slug,
        metadata: bannerMetadata,
        published: true,
      })
      expect(created.statusCode, created.body).toBe(201)
      await expect.poll(slugs, WITHIN).toContain(slug)
    })
  },
)
