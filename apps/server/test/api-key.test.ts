// docs/decisions/0013: personal API keys (spec sections 3, 5, 7 and 9; FACTS section 8 and decision 10), against
// a server that really listens with the emulators, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

import { createHash } from 'node:crypto'
import { type ApiKeyToken, maskApiKey } from '@one/contract/api-key'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { apiKeys } from '../src/db/schema/api-keys.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn as signedInAs } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'
import { advanceStripe, subscribe } from './support/subscriber.ts'

const DAY = 24 * 3600
const KEY = /^one_[A-Za-z0-9_-]{43}$/

describe.each(testDatabases())('API keys (docs/decisions/0013) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'api-key'))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = (jar: CookieJar | undefined, method: 'GET' | 'POST', url: string, headers = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(jar?.header() ?? {}), origin: base, ...headers },
      remoteAddress: jar?.address,
    })

  /** What a script does: no cookie, no Origin, only the key. */
  const withKey = (key: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        authorization: `Bearer ${key}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    })

  async function subscriber(username: string, interval: 'month' | 'year' = 'year') {
    const jar = await signedInAs(app, username)
    const { subscription } = await subscribe(app, base, jar, { interval })
    return { jar, subscription }
  }

  async function withNewKey(username: string, interval: 'month' | 'year' = 'year') {
    const { jar, subscription } = await subscriber(username, interval)
    const generated = await call(jar, 'GET', '/one/mcp/generate')
    expect(generated.statusCode, generated.body).toBe(201)
    const { apiKey, token } = split(generated.json())
    return { jar, subscription, apiKey, token }
  }

  /** FACTS 13: the flat record with the whole key, and the same record as getToken shows it. */
  const split = (record: ApiKeyToken) => ({
    apiKey: record.apiKey,
    token: { ...record, apiKey: maskApiKey(record.apiKey) },
  })

  const getToken = async (jar: CookieJar) => (await call(jar, 'GET', '/one/mcp/getToken')).json()
  const rowsOf = (userId: string) => database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId))

  describe('subscribers only (spec section 6)', () => {
    it('a guest gets 401 and a signed-in user who does not subscribe 403, on each call', async () => {
      const jar = await signedInAs(app, 'key-not-subscriber')
      for (const [method, url] of [
        ['GET', '/one/mcp/getToken'],
        ['GET', '/one/mcp/generate'],
        ['POST', '/one/mcp/generate'],
        ['POST', '/one/mcp/regenerate'],
      ] as const) {
        const guest = await call(undefined, method, url)
        expect(guest.statusCode, url).toBe(401)
        expect(guest.json()).toEqual({ message: 'You are not signed in.', code: 'unauthorized' })
        const refused = await call(jar, method, url)
        expect(refused.statusCode, url).toBe(403)
        expect(refused.json()).toEqual({
          message: 'The API key is a Vuetify One subscriber perk: subscribe to get one.',
          code: 'forbidden',
        })
      }
    })
  })

  describe('generate, getToken and regenerate (spec sections 3, 5 and 7)', () => {
    it('no key at first; generate gives the whole key once, stored only as its hash; getToken shows it masked', async () => {
      const { jar } = await subscriber('key-maker')
      expect(await getToken(jar)).toEqual({})

      const generated = await call(jar, 'GET', '/one/mcp/generate')
      expect(generated.statusCode).toBe(201)
      expect(generated.headers['cache-control']).toBe('no-store')
      expect(Object.keys(generated.json()).sort()).toEqual([
        'apiKey',
        'createdAt',
        'id',
        'lastUsedAt',
        'updatedAt',
      ])
      const { apiKey, token } = split(generated.json())
      expect(apiKey).toMatch(KEY)
      const masked = `${apiKey.slice(0, 6)}...${apiKey.slice(-6)}`
      expect(token).toEqual({
        id: expect.any(String),
        apiKey: masked,
        createdAt: expect.any(String),
        updatedAt: token.createdAt,
        lastUsedAt: null,
      })

      const shown = await call(jar, 'GET', '/one/mcp/getToken')
      expect(shown.json()).toEqual(token)
      expect(shown.body).not.toContain(apiKey.slice(6, -6))

      // The database holds the hash and the masked form, never the key.
      const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, token.id))
      expect(row!.keyHash).toBe(createHash('sha256').update(apiKey).digest('hex'))
      expect(row!.masked).toBe(masked)
      expect(JSON.stringify(row)).not.toContain(apiKey.slice(6, -6))
    })

    it('keys are random: two subscribers never get the same one', async () => {
      const a = await withNewKey('key-random-a')
      const b = await withNewKey('key-random-b')
      expect(a.apiKey).not.toBe(b.apiKey)
    })

    it('a second generate is refused with 409, and a double click makes one key', async () => {
      const { jar } = await subscriber('key-double')
      // The spec's GET and a POST at once, as two tabs would send them.
      const both = await Promise.all([
        call(jar, 'GET', '/one/mcp/generate'),
        call(jar, 'POST', '/one/mcp/generate'),
      ])
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
      expect(both.find((r) => r.statusCode === 409)!.json()).toEqual({
        message: 'You already have an API key. Regenerate it to get a new one.',
        code: 'conflict',
      })
      const made = split(both.find((r) => r.statusCode === 201)!.json())
      expect(await getToken(jar)).toEqual(made.token)
    })

    it('a GET on regenerate is 405 and says why: replacing a key is never a link (FACTS decision 10)', async () => {
      const { jar } = await withNewKey('key-get')
      const refused = await call(jar, 'GET', '/one/mcp/regenerate')
      expect(refused.statusCode).toBe(405)
      expect(refused.headers.allow).toBe('POST')
      expect(refused.json()).toEqual({
        message: '/one/mcp/regenerate replaces your API key, so it takes a POST, not a GET.',
        code: 'method_not_allowed',
      })
    })

    it('the GET generate of spec section 7 is taken from the site or a listed origin only (FACTS 13)', async () => {
      const { jar } = await subscriber('key-get-origin')
      const get = (headers: Record<string, string>) =>
        app.inject({
          method: 'GET',
          url: '/api/one/mcp/generate',
          headers: { ...jar.header(), ...headers },
          remoteAddress: jar.address,
        })
      const refusedHeaders: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
        {},
      ]
      for (const headers of refusedHeaders) {
        const refused = await get(headers)
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403)
        expect(refused.json().code).toBe('forbidden_origin')
      }
      expect(await getToken(jar)).toEqual({})
      // A page of the site itself sends no Origin on a same-origin GET, but Sec-Fetch-Site.
      const made = await get({ 'sec-fetch-site': 'same-origin' })
      expect(made.statusCode, made.body).toBe(201)
      expect(await getToken(jar)).toEqual(split(made.json()).token)
    })

    it('the POST generate works as the GET does, for clients that send one', async () => {
      const { jar } = await subscriber('key-post')
      const made = await call(jar, 'POST', '/one/mcp/generate')
      expect(made.statusCode).toBe(201)
      expect(made.json().apiKey).toMatch(KEY)
    })

    it('regenerate with no key is 404; after it the old key stops working at once, and it can be repeated', async () => {
      const { jar } = await subscriber('key-regen')
      const none = await call(jar, 'POST', '/one/mcp/regenerate')
      expect(none.statusCode).toBe(404)
      expect(none.json().message).toBe('You have no API key yet: generate one first.')

      const first = split((await call(jar, 'GET', '/one/mcp/generate')).json())
      // Used once, so it is in the server's cache.
      expect((await withKey(first.apiKey, 'GET', '/one/bins')).statusCode).toBe(200)

      const second = await call(jar, 'POST', '/one/mcp/regenerate')
      expect(second.statusCode).toBe(201)
      const renewed = split(second.json())
      expect(renewed.apiKey).toMatch(KEY)
      expect(renewed.apiKey).not.toBe(first.apiKey)
      expect(renewed.token.id).toBe(first.token.id)
      expect(renewed.token.createdAt).toBe(first.token.createdAt)
      expect(Date.parse(renewed.token.updatedAt)).toBeGreaterThan(Date.parse(first.token.updatedAt))
      expect(renewed.token.apiKey).toBe(maskApiKey(renewed.apiKey))
      expect(await getToken(jar)).toEqual(renewed.token)

      const old = await withKey(first.apiKey, 'GET', '/one/bins')
      expect(old.statusCode).toBe(401)
      expect(old.json()).toEqual({
        message: 'This API key is not valid: it is unknown, or it was replaced by a new one.',
        code: 'unauthorized',
      })
      expect((await withKey(renewed.apiKey, 'GET', '/one/bins')).statusCode).toBe(200)

      const third = await call(jar, 'POST', '/one/mcp/regenerate')
      expect(third.statusCode).toBe(201)
      expect((await withKey(renewed.apiKey, 'GET', '/one/bins')).statusCode).toBe(401)
      expect((await rowsOf((await getUserId(jar))!)).length).toBe(1)
    })

    it('a page on another origin cannot make or replace a key with the cookie (403)', async () => {
      const { jar } = await subscriber('key-foreign')
      for (const path of ['/one/mcp/generate', '/one/mcp/regenerate']) {
        const refused = await call(jar, 'POST', path, { origin: 'https://evil.example' })
        expect(refused.statusCode).toBe(403)
        expect(refused.json().code).toBe('forbidden_origin')
      }
      expect(await getToken(jar)).toEqual({})
    })

    it('a hostile body never gives a 500: bad JSON is 400, anything else is ignored', async () => {
      const { jar } = await subscriber('key-hostile-body')
      const bad = await app.inject({
        method: 'POST',
        url: '/api/one/mcp/generate',
        headers: { ...jar.header(), origin: base, 'content-type': 'application/json' },
        payload: '{"a":',
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().code).toBe('bad_json')
      const deep = await app.inject({
        method: 'POST',
        url: '/api/one/mcp/generate',
        headers: { ...jar.header(), origin: base, 'content-type': 'application/json' },
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      })
      expect(deep.statusCode).toBe(201)
    })
  })

  const getUserId = async (jar: CookieJar) =>
    ((await call(jar, 'GET', '/auth/verify')).json() as { user?: { id: string } }).user?.id

  describe('the key as `Authorization: Bearer` on /one/bins (docs/decisions/0013)', () => {
    it('a script lists, creates and reads its bins with the key alone; the site sees them', async () => {
      const { jar, apiKey } = await withNewKey('key-script')
      const created = await withKey(apiKey, 'POST', '/one/bins', { title: 'From a script', content: 'hello' })
      expect(created.statusCode, created.body).toBe(201)
      const bin = created.json() as { id: string; mine: boolean }
      expect(bin.mine).toBe(true)
      const listed = await withKey(apiKey, 'GET', '/one/bins')
      expect(listed.json().bins.map((b: { id: string }) => b.id)).toEqual([bin.id])
      const bySite = await call(jar, 'GET', '/one/bins')
      expect(bySite.json().bins.map((b: { id: string }) => b.id)).toEqual([bin.id])
      const read = await withKey(apiKey, 'GET', `/one/bins/${bin.id}`)
      expect(read.json()).toMatchObject({ id: bin.id, mine: true })
      expect(read.headers.vary).toContain('authorization')
    })

    it('a malformed or unknown key is 401 with a clear message, even beside a signed-in cookie', async () => {
      const { jar, apiKey } = await withNewKey('key-unknown')
      const unknown = `${apiKey.slice(0, -1)}${apiKey.endsWith('A') ? 'B' : 'A'}`
      for (const header of [
        `Bearer ${unknown}`,
        'Bearer one_short',
        `Bearer ${'x'.repeat(8000)}`,
        `Bearer one_${'\u00e9'.repeat(43)}`,
        'Bearer ',
      ]) {
        const refused = await app.inject({
          method: 'GET',
          url: '/api/one/bins',
          headers: { authorization: header },
        })
        expect(refused.statusCode, header.slice(0, 40)).toBe(401)
      }
      // The header says who calls: a bad key is not rescued by the session.
      const beside = await app.inject({
        method: 'GET',
        url: '/api/one/bins',
        headers: { ...jar.header(), authorization: `Bearer ${unknown}` },
      })
      expect(beside.statusCode).toBe(401)
      const wrongKey = await withKey(unknown, 'POST', '/one/bins', { content: 'x' })
      expect(wrongKey.statusCode).toBe(401)
      expect(wrongKey.json().message).toBe(
        'This API key is not valid: it is unknown, or it was replaced by a new one.',
      )
    })

    it('a key signs in nowhere else: not on verify, nor on the key calls themselves', async () => {
      const { apiKey } = await withNewKey('key-elsewhere')
      const token = await withKey(apiKey, 'GET', '/one/mcp/getToken')
      expect(token.statusCode).toBe(401)
      const regenerate = await withKey(apiKey, 'POST', '/one/mcp/regenerate')
      expect(regenerate.statusCode).toBe(401)
      const verify = await withKey(apiKey, 'GET', '/auth/verify')
      expect(verify.json().user ?? null).toBeNull()
    })
  })

  describe('last used (spec section 9)', () => {
    it('the first use is noted; 100 more within 10 minutes write nothing', async () => {
      const { jar, apiKey, token } = await withNewKey('key-last-used')
      expect((await withKey(apiKey, 'GET', '/one/bins')).statusCode).toBe(200)
      const [first] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, token.id))
      expect(first!.lastUsedAt).toBeInstanceOf(Date)
      const after = (await getToken(jar)) as ApiKeyToken
      expect(after.lastUsedAt).toBe(first!.lastUsedAt!.toISOString())

      for (let i = 0; i < 100; i++) expect((await withKey(apiKey, 'GET', '/one/bins')).statusCode).toBe(200)
      const [later] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, token.id))
      expect(later!.lastUsedAt).toEqual(first!.lastUsedAt)
    })
  })

  // Last: it moves the emulator's clock past every monthly period of this file.
  describe('a subscription that ends', () => {
    it('the key of a user who no longer subscribes gets 403, and the key calls too', async () => {
      const { jar, apiKey, subscription } = await withNewKey('key-ends', 'month')
      const canceled = await call(jar, 'POST', `/one/cancel?subscriptionId=${subscription.id}`)
      expect(canceled.statusCode).toBe(200)
      expect((await withKey(apiKey, 'GET', '/one/bins')).statusCode).toBe(200)
      await advanceStripe(base, 32 * DAY)
      const refused = await withKey(apiKey, 'GET', '/one/bins')
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({
        message: 'API keys work only while you subscribe to Vuetify One, and your subscription has ended.',
        code: 'forbidden',
      })
      expect((await call(jar, 'GET', '/one/mcp/getToken')).statusCode).toBe(403)
    })
  })
})
