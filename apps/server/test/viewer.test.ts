import { defaultSettings } from '@one/contract/settings/defaults'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createAreas } from '../src/areas.ts'
import { loadConfig } from '../src/config.ts'
import { users } from '../src/db/schema/users.ts'
import { userOf } from '../src/plugins/viewer.ts'
import { signedIn, site } from './support/bins-client.ts'
import { sharedInstances } from './support/instances.ts'
import { type CookieJar, signInThrough } from './support/sign-in.ts'

const redisUrl = process.env.TEST_REDIS_URL
const { database, instance: server } = await sharedInstances()

/** A server on the shared database; `probe` routes show what the viewer plugin gives a handler. */
async function instance(env: Record<string, string> = {}) {
  const app = await server({ ONE_ADMINS: 'github:739890388', ...env }) // root's account id at the GitHub emulator
  app.get('/probe/twice', async (request) => {
    const [first, second] = [await request.viewer(), await request.viewer()]
    return { same: first === second, id: first?.id ?? null }
  })
  app.get('/probe/user', { onRequest: app.requireUser('Sign in to probe.') }, async (request) => ({
    id: userOf(request).id,
  }))
  app.get('/probe/admin', { onRequest: app.requireAdmin }, async (request) => ({ id: userOf(request).id }))
  return app
}

const verify = (app: FastifyInstance, jar: CookieJar) =>
  app.inject({ url: '/api/auth/verify', headers: jar.header() })
const post = (app: FastifyInstance, jar: CookieJar, url: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: site, ...jar.header(), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  })
const renameBehindTheServer = (id: string, name: string) =>
  database.db.update(users).set({ name }).where(eq(users.id, id))

describe('the caller, once (docs/decisions/0006)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await instance()
  })

  it('a request looks its viewer up once, however often a handler asks', async () => {
    const { jar } = await signedIn(app, 'once')
    const answer = (await app.inject({ url: '/probe/twice', headers: jar.header() })).json()
    expect(answer).toMatchObject({ same: true })
    expect(answer.id).toEqual(expect.any(String))
  })

  it('requireUser refuses a guest with 401 and its message, and lets a signed-in user through', async () => {
    const guest = await app.inject({ url: '/probe/user' })
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toEqual({ message: 'Sign in to probe.', code: 'unauthorized' })
    const { jar } = await signedIn(app, 'member')
    expect((await app.inject({ url: '/probe/user', headers: jar.header() })).statusCode).toBe(200)
  })

  it('requireAdmin refuses a guest with 401 and a member with 403, and lets an admin through', async () => {
    expect((await app.inject({ url: '/probe/admin' })).statusCode).toBe(401)
    const member = await signedIn(app, 'plain-member')
    const refused = await app.inject({ url: '/probe/admin', headers: member.jar.header() })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: 'Only admins can do this.', code: 'forbidden' })
    const admin = await signedIn(app, 'root')
    expect((await app.inject({ url: '/probe/admin', headers: admin.jar.header() })).statusCode).toBe(200)
  })
})

describe('verify reads a short cache that every change drops at once (docs/decisions/0006)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await instance()
  })

  it('a page view after the first is answered from the cache, not the database', async () => {
    const { jar } = await signedIn(app, 'cached')
    const first = (await verify(app, jar)).json()
    await renameBehindTheServer(first.user.id, 'changed behind the server')
    expect((await verify(app, jar)).json().user.name).toBe('cached')
  })

  it('saving settings puts them in the cached account: the next verify carries them, read from memory', async () => {
    const { jar } = await signedIn(app, 'settings-saver')
    const before = (await verify(app, jar)).json()
    expect(before.user.settings).toBeNull()
    await renameBehindTheServer(before.user.id, 'changed behind the server')
    expect((await post(app, jar, '/api/user/settings', { settings: defaultSettings() })).statusCode).toBe(200)
    const after = (await verify(app, jar)).json()
    expect(after.user.settings).toEqual(defaultSettings())
    // The account was not loaded again for it.
    expect(after.user.name).toBe('settings-saver')
  })

  it('logging out ends the session at once, even for a copy of its cookie', async () => {
    const { jar } = await signedIn(app, 'leaver')
    const copy = jar.header()
    expect((await verify(app, jar)).statusCode).toBe(200)
    expect((await post(app, jar, '/api/auth/logout')).statusCode).toBe(204)
    expect((await app.inject({ url: '/api/auth/verify', headers: copy })).statusCode).toBe(401)
  })

  it('linking another provider shows in the next verify', async () => {
    const member = await signedIn(app, 'linker')
    expect((await verify(app, member.jar)).json().user.identities).toHaveLength(1)
    await signInThrough(app, member.jar, 'discord', 'linker-discord')
    const providers = (await verify(app, member.jar))
      .json()
      .user.identities.map((i: { provider: string }) => i.provider)
    expect(providers.sort()).toEqual(['discord', 'github'])
  })

  it('a session in use lives on; one left unused for a week is not served, though verify had it cached (docs/decisions/0008, ASVS 3.3.2)', async () => {
    const { jar } = await signedIn(app, 'idler')
    const day = 24 * 60 * 60 * 1000
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      expect((await verify(app, jar)).statusCode).toBe(200)
      vi.setSystemTime(Date.now() + 6 * day)
      expect((await verify(app, jar)).statusCode).toBe(200)
      vi.setSystemTime(Date.now() + 6 * day)
      expect((await verify(app, jar)).statusCode).toBe(200)
      vi.setSystemTime(Date.now() + 7 * day + 60_000)
      expect((await verify(app, jar)).statusCode).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('verify is not limited by address: an office behind one address may load many pages', async () => {
    const { jar } = await signedIn(app, 'office')
    const answers = await Promise.all(Array.from({ length: 700 }, () => verify(app, jar)))
    expect(answers.filter((a) => a.statusCode !== 200)).toEqual([])
  })
})

describe.skipIf(!redisUrl)(
  'with REDIS_URL, changes reach every instance (runs when TEST_REDIS_URL is set)',
  () => {
    let first: FastifyInstance
    let second: FastifyInstance
    beforeAll(async () => {
      first = await instance({ REDIS_URL: redisUrl! })
      second = await instance({ REDIS_URL: redisUrl! })
    })

    it('a logout on one instance ends the session on the other at once', async () => {
      const { jar } = await signedIn(first, `two-instances-${Date.now()}`)
      const copy = jar.header()
      expect((await verify(second, jar)).statusCode).toBe(200)
      expect((await post(first, jar, '/api/auth/logout')).statusCode).toBe(204)
      const onSecond = async () =>
        (await second.inject({ url: '/api/auth/verify', headers: copy })).statusCode
      await expect.poll(onSecond, { timeout: 1000 }).toBe(401)
    })

    it('settings saved on one instance show in the other instance’s next verify', async () => {
      const { jar } = await signedIn(first, `two-settings-${Date.now()}`)
      expect((await verify(second, jar)).json().user.settings).toBeNull()
      expect((await post(first, jar, '/api/user/settings', { settings: defaultSettings() })).statusCode).toBe(
        200,
      )
      await expect
        .poll(async () => (await verify(second, jar)).json().user.settings, { timeout: 1000 })
        .toEqual(defaultSettings())
    })
  },
)

it('when Redis does not answer, nothing is cached and every verify reads the database', async () => {
  const app = await instance({ REDIS_URL: 'redis://127.0.0.1:1' })
  const { jar } = await signedIn(app, 'no-redis-viewer')
  const first = (await verify(app, jar)).json()
  await renameBehindTheServer(first.user.id, 'renamed')
  expect((await verify(app, jar)).json().user.name).toBe('renamed')
}, 30_000)

it('signing a user out everywhere ends every session of theirs that the cache holds', async () => {
  const areas = await createAreas(loadConfig({ LOG_LEVEL: 'silent' }), database, { warn() {}, info() {} })
  const [ada] = await database.db.insert(users).values({ name: 'Everywhere' }).returning()
  const laptop = await areas.sessions.start(ada!.id)
  const phone = await areas.sessions.start(ada!.id)
  expect((await areas.accounts.accountOfToken(laptop.token))?.user.name).toBe('Everywhere')
  expect((await areas.accounts.accountOfToken(phone.token))?.user.name).toBe('Everywhere')
  await areas.sessions.endAll(ada!.id)
  expect(await areas.accounts.accountOfToken(laptop.token)).toBeUndefined()
  expect(await areas.accounts.accountOfToken(phone.token)).toBeUndefined()
})
