// docs/decisions/0006: Redis unreachable. The site keeps answering on each instance's own state, caches step
// aside (a session logged out elsewhere is never served from one), rate limits count on each instance,
// and the outage is logged once when it begins and once when it ends. Redis is reached through a TCP
// proxy the test cuts and pauses, so nothing outside the test is stopped.
import { defaultSettings } from '@one/contract/settings/defaults'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis, type RedisLink } from '../src/cache/redis-link.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { users } from '../src/db/schema/users.ts'
import { buildTestApp } from './support/app.ts'
import { binsClient, signedIn } from './support/bins-client.ts'
import { freshPostgres } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'
import { type TcpProxy, tcpProxy } from './support/tcp-proxy.ts'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const missing = [databaseUrl ? '' : 'TEST_DATABASE_URL', redisUrl ? '' : 'TEST_REDIS_URL'].filter(Boolean)
const needs = missing.length ? ` (skipped: set ${missing.join(' and ')})` : ''
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!redisUrl)(`the Redis link logs an outage once each way${needs}`, () => {
  let proxy: TcpProxy
  let link: RedisLink
  const lines: string[] = []
  const log = {
    warn: (_: object, message: string) => void lines.push(`warn: ${message}`),
    info: (_: object, message: string) => void lines.push(`info: ${message}`),
  }

  beforeAll(async () => {
    proxy = await tcpProxy(redisUrl!)
    link = await connectRedis(proxy.reach(redisUrl!), 'one:test-outage-log', log)
  })

  afterAll(async () => {
    await link?.close()
    await proxy?.close()
  })

  const went = 'warn: Redis is not answering: caches step aside and rate limits count on each instance'
  const back = 'info: Redis answers again: caches and shared rate limits are back'

  it('cut for a second and a half (many reconnection attempts): one line when it goes, one when it is back', async () => {
    expect(link.live()).toBe(true)
    expect(lines).toEqual([])
    proxy.cut()
    await expect.poll(() => link.live(), { timeout: 200, interval: 10 }).toBe(false)
    await pause(1500)
    proxy.resume()
    await expect.poll(() => link.live(), { timeout: 5000 }).toBe(true)
    expect(lines).toEqual([went, back])
  })

  it('silent (a partition): not live within a second, reported gone once, back once', async () => {
    lines.length = 0
    proxy.pause()
    const paused = Date.now()
    await expect.poll(() => link.live(), { timeout: 1500, interval: 10 }).toBe(false)
    expect(Date.now() - paused).toBeLessThan(1300)
    await pause(2500)
    proxy.resume()
    await expect.poll(() => link.live(), { timeout: 5000 }).toBe(true)
    expect(lines).toEqual([went, back])
  })
})

describe.skipIf(missing.length > 0)(`two instances while Redis is unreachable${needs}`, () => {
  let emulators: RunningEmulators
  let proxy: TcpProxy
  let first: Database & { url: string }
  let secondPool: Database
  let a: FastifyInstance
  let b: FastifyInstance

  beforeAll(async () => {
    emulators = await startEmulators()
    proxy = await tcpProxy(redisUrl!)
    first = await freshPostgres(databaseUrl!)
    secondPool = await openDatabase({ url: first.url })
    const env = { ...emulatorEnv(emulators), REDIS_URL: proxy.reach(redisUrl!), BIN_WRITE_LIMIT: '3' }
    a = await buildTestApp(first, env)
    b = await buildTestApp(secondPool, env)
  }, 30_000)

  afterAll(async () => {
    await a?.close()
    await b?.close()
    await secondPool?.close()
    await first?.close()
    await proxy?.close()
    await emulators?.close()
  })

  const verify = (app: FastifyInstance, cookie: Record<string, string>) =>
    app.inject({ url: '/api/auth/verify', headers: cookie })
  const logout = (app: FastifyInstance, cookie: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...cookie, origin: 'http://one.test' } })
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}`

  /** A session B has cached, logged out on A while Redis is `fault`: B must stop serving it. */
  async function loggedOutElsewhere(fault: 'cut' | 'pause') {
    const user = await signedIn(a, unique(`outage-${fault}`))
    const cookie = { ...user.jar.header() }
    expect((await verify(b, cookie)).statusCode).toBe(200)
    expect((await verify(b, cookie)).statusCode).toBe(200)
    proxy[fault]()
    const started = Date.now()
    expect((await logout(a, cookie)).statusCode).toBe(204)
    // Within a second of the fault B no longer trusts what it cached; a cut is seen at once.
    await expect
      .poll(async () => (await verify(b, cookie)).statusCode, { timeout: 1500, interval: 10 })
      .toBe(401)
    expect(Date.now() - started).toBeLessThan(fault === 'cut' ? 1000 : 1300)
  }

  it('cut: a session logged out on A is not served by B, and the site goes on answering from each instance', async () => {
    try {
      await loggedOutElsewhere('cut')
      const writer = await signedIn(a, unique('outage-writer'))
      const saved = await writer.create({ content: 'while Redis is away' })
      expect(saved.statusCode).toBe(201)
      expect((await binsClient(b).get(saved.json().id)).json().content).toBe('while Redis is away')
    } finally {
      proxy.resume()
    }
  })

  it('paused (no answer, nothing closed): the same, within a second', async () => {
    try {
      await loggedOutElsewhere('pause')
    } finally {
      proxy.resume()
    }
  })

  it('rate limits count on each instance while Redis is away, and are shared again once it is back', async () => {
    const onA = await signedIn(a, unique('outage-limits'))
    const onB = binsClient(b, onA.jar)
    proxy.cut()
    try {
      await pause(50)
      for (let i = 0; i < 3; i++) expect((await onA.create({ content: `a${i}` })).statusCode).toBe(201)
      expect((await onA.create({ content: 'a3' })).statusCode).toBe(429)
      // B counts on its own: its budget is whole.
      for (let i = 0; i < 3; i++) expect((await onB.create({ content: `b${i}` })).statusCode).toBe(201)
      expect((await onB.create({ content: 'b3' })).statusCode).toBe(429)
    } finally {
      proxy.resume()
    }
    // Back: one budget for both again.
    const fresh = await signedIn(a, unique('outage-shared'))
    const freshOnB = binsClient(b, fresh.jar)
    await pause(2500)
    expect((await fresh.create({ content: 'x' })).statusCode).toBe(201)
    expect((await freshOnB.create({ content: 'x' })).statusCode).toBe(201)
    expect((await fresh.create({ content: 'x' })).statusCode).toBe(201)
    expect((await freshOnB.create({ content: 'x' })).statusCode).toBe(429)
  })

  it('once Redis is back, caches serve again and changes travel again', async () => {
    const user = await signedIn(a, unique('back'))
    const cookie = { ...user.jar.header() }
    const { id } = (await verify(b, cookie)).json().user as { id: string }
    // B serves from its cache again when a rename made behind the servers' backs does not show.
    let n = 0
    await expect
      .poll(
        async () => {
          await verify(b, cookie)
          await first.db
            .update(users)
            .set({ name: `behind-${++n}` })
            .where(eq(users.id, id))
          return (await verify(b, cookie)).json().user.name
        },
        { timeout: 5000 },
      )
      .not.toBe(`behind-${n}`)
    const saved = await a.inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { ...cookie, origin: 'http://one.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ settings: defaultSettings() }),
    })
    expect(saved.statusCode).toBe(200)
    await expect
      .poll(async () => (await verify(b, cookie)).json().user.settings, { timeout: 1000 })
      .toEqual(defaultSettings())
  })
})
