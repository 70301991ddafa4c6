import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { decompress } from '../../../scripts/compression.mjs'
import { bins } from '../src/db/schema/bins.ts'
import { binsClient, signedIn } from './support/bins-client.ts'
import { sharedInstances } from './support/instances.ts'

const redisUrl = process.env.TEST_REDIS_URL
const { database, instance } = await sharedInstances()

const changeBehindTheServer = (id: string, content: string) =>
  database.db.update(bins).set({ content }).where(eq(bins.id, id))

describe('public bins are read from memory, and every change drops them (docs/decisions/0007)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await instance()
  })

  it('a second read of a public bin is answered from memory, not the database', async () => {
    const ada = await signedIn(app, 'cache-ada')
    const { id } = (await ada.create({ content: 'first' })).json()
    const guest = binsClient(app)
    expect((await guest.get(id)).json().content).toBe('first')
    await changeBehindTheServer(id, 'changed behind the server')
    expect((await guest.get(id)).json().content).toBe('first')
    expect((await guest.raw(id)).body).toBe('first')
  })

  it('a change through the API is seen by the very next read, as JSON and as raw text', async () => {
    const ada = await signedIn(app, 'cache-editor')
    const { id, version } = (await ada.create({ content: 'before' })).json()
    const guest = binsClient(app)
    expect((await guest.get(id)).json().content).toBe('before')
    expect((await ada.patch(id, { version, content: 'after' })).statusCode).toBe(200)
    expect((await guest.get(id)).json().content).toBe('after')
    expect((await guest.raw(id)).body).toBe('after')
  })

  it('a bin made private is never served from memory to anyone but its owner', async () => {
    const ada = await signedIn(app, 'cache-private')
    const { id } = (await ada.create({ content: 'secret soon' })).json()
    const guest = binsClient(app)
    const other = await signedIn(app, 'cache-other')
    expect((await guest.get(id)).statusCode).toBe(200)
    expect((await ada.patch(id, { visibility: 'private' })).statusCode).toBe(200)
    expect((await guest.get(id)).statusCode).toBe(404)
    expect((await guest.raw(id)).statusCode).toBe(404)
    expect((await other.get(id)).statusCode).toBe(404)
    // Private bins are read from the database each time, even by their owner.
    await changeBehindTheServer(id, 'fresh from the database')
    expect((await ada.get(id)).json().content).toBe('fresh from the database')
  })

  it('a deleted bin is gone at once', async () => {
    const ada = await signedIn(app, 'cache-deleter')
    const { id } = (await ada.create({ content: 'short-lived' })).json()
    const guest = binsClient(app)
    expect((await guest.get(id)).statusCode).toBe(200)
    expect((await ada.remove(id)).statusCode).toBe(204)
    expect((await guest.get(id)).statusCode).toBe(404)
  })

  it('its owner still reads it as theirs after others filled the cache', async () => {
    const ada = await signedIn(app, 'cache-owner')
    const { id } = (await ada.create({ content: 'mine' })).json()
    expect((await binsClient(app).get(id)).json().mine).toBe(false)
    const own = await ada.get(id)
    expect(own.json().mine).toBe(true)
    expect(own.headers['cache-control']).toBe('private, no-cache')
  })
})

describe('bin reads answer If-None-Match, and shared caches may keep public ones briefly (docs/decisions/0007)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await instance()
  })

  it('an unchanged bin is a 304; a changed one is sent again', async () => {
    const ada = await signedIn(app, 'etag-ada')
    const { id, version } = (await ada.create({ content: 'tagged' })).json()
    const first = await app.inject({ url: `/api/one/bins/${id}` })
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30')
    expect(String(first.headers.vary)).toMatch(/cookie/i)
    const etag = first.headers.etag as string
    const again = await app.inject({ url: `/api/one/bins/${id}`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    await ada.patch(id, { version, content: 'retagged' })
    const changed = await app.inject({ url: `/api/one/bins/${id}`, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().content).toBe('retagged')
  })

  it('a large public bin sent compressed still varies on the cookie, and is compressed once for every reader', async () => {
    const ada = await signedIn(app, 'vary-ada')
    const content = 'const answer = 42 // a line of code\n'.repeat(200)
    const { id } = (await ada.create({ content })).json()
    const plain = await app.inject({ url: `/api/one/bins/${id}` })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const asked = { url: `/api/one/bins/${id}`, headers: { 'accept-encoding': 'br' } }
    const first = await app.inject(asked)
    const second = await app.inject(asked)
    for (const answer of [plain, first, second]) {
      expect(String(answer.headers.vary).split(/,\s*/)).toEqual([
        'Origin',
        'cookie',
        'authorization',
        'accept-encoding',
      ])
    }
    expect(first.headers['content-encoding']).toBe('br')
    expect(decompress(first.rawPayload, 'br').toString()).toBe(plain.body)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(plain.json().content).toBe(content)
  })

  it('the raw text has its own tag, and a download another', async () => {
    const ada = await signedIn(app, 'etag-raw')
    const { id } = (await ada.create({ content: 'raw text', title: 'notes.txt' })).json()
    const raw = await app.inject({ url: `/api/one/bins/${id}/raw` })
    expect(raw.headers['cache-control']).toBe('public, max-age=0, s-maxage=30')
    const etag = raw.headers.etag as string
    const again = await app.inject({ url: `/api/one/bins/${id}/raw`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    const download = await app.inject({
      url: `/api/one/bins/${id}/raw?download=1`,
      headers: { 'if-none-match': etag },
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toBe('attachment; filename="notes.txt"')
  })

  it("a private bin's raw text is never for shared caches", async () => {
    const ada = await signedIn(app, 'etag-private')
    const { id } = (await ada.create({ content: 'hush', visibility: 'private' })).json()
    expect((await ada.raw(id)).headers['cache-control']).toBe('private, no-cache')
  })
})

describe.skipIf(!redisUrl)(
  'with REDIS_URL, a change drops the bin on every instance (runs when TEST_REDIS_URL is set)',
  () => {
    it('an edit on one instance is read on the other', async () => {
      const first = await instance({ REDIS_URL: redisUrl! })
      const second = await instance({ REDIS_URL: redisUrl! })
      const ada = await signedIn(first, `cache-two-${Date.now()}`)
      const { id, version } = (await ada.create({ content: 'one' })).json()
      const guestOnSecond = binsClient(second)
      expect((await guestOnSecond.get(id)).json().content).toBe('one')
      expect((await ada.patch(id, { version, content: 'two' })).statusCode).toBe(200)
      await expect
        .poll(async () => (await guestOnSecond.get(id)).json().content, { timeout: 1000 })
        .toBe('two')
    })
  },
)
