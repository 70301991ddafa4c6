// docs/decisions/0022: unlisted bins (a long id, never listed or searched), expiry (404 from the
// moment it passes, on every copy), and burn after reading (exactly one reader sees it).
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { searchOwnBins } from '../src/bins/bin-search.ts'
import { listBins } from '../src/bins/bins-store.ts'
import type { Database } from '../src/db/database.ts'
import { binRevisions, bins } from '../src/db/schema/bins.ts'
import { deleteExpiredBins } from '../src/jobs/delete-expired-bins.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, binsClient, signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})
afterEach(() => {
  vi.useRealTimers()
})

describe.each(testDatabases())('unlisted, expiring and burning bins on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient
  const guest = () => binsClient(app)

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada')
    bob = await signedIn(app, 'bob')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function create(fields: Record<string, unknown>) {
    const response = await ada.create({ title: 'kept', content: 'some text\n', ...fields })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { id: string; version: number; expiresAt: string | null; burn: boolean }
  }
  const ownerOf = async (id: string) => (await ada.get(id)).json().owner.id as string

  describe('unlisted', () => {
    it('gets a 22-character id and is read by anyone with the link', async () => {
      const bin = await create({ visibility: 'unlisted' })
      expect(bin.id).toMatch(/^[A-Za-z0-9]{22}$/)
      const read = await guest().get(bin.id)
      expect(read.statusCode).toBe(200)
      expect(read.json()).toMatchObject({ visibility: 'unlisted', content: 'some text\n', mine: false })
      expect((await bob.raw(bin.id)).body).toBe('some text\n')
    })

    it('is never listed or found for the MCP tools; its owner still sees it in their own list', async () => {
      const bin = await create({ visibility: 'unlisted', title: 'needle unlisted' })
      const ownerId = await ownerOf(bin.id)
      expect(
        (await listBins(database.db, ownerId, 'all', { unlisted: false })).map((b) => b.id),
      ).not.toContain(bin.id)
      expect((await searchOwnBins(database.db, ownerId, 'needle', 50)).map((b) => b.id)).not.toContain(bin.id)
      expect((await ada.list()).json().bins.map((b: { id: string }) => b.id)).toContain(bin.id)
    })

    it('a public bin made unlisted takes a new long id: its old link leads nowhere, its history follows', async () => {
      const bin = await create({ visibility: 'public' })
      await ada.patch(bin.id, { version: bin.version, content: 'second\n' })
      const changed = await ada.patch(bin.id, { visibility: 'unlisted' })
      expect(changed.statusCode, changed.body).toBe(200)
      const moved = changed.json()
      expect(moved.id).toMatch(/^[A-Za-z0-9]{22}$/)
      expect(moved.id).not.toBe(bin.id)
      expect((await guest().get(bin.id)).statusCode).toBe(404)
      expect((await guest().get(moved.id)).json().content).toBe('second\n')
      expect((await ada.revisions(moved.id)).json().revisions).toHaveLength(3)
      // Back to public and unlisted again: the long id stays.
      await ada.patch(moved.id, { visibility: 'public' })
      expect((await ada.patch(moved.id, { visibility: 'unlisted' })).json().id).toBe(moved.id)
    })

    it('an id of any other length or shape is unknown', async () => {
      for (const id of ['a'.repeat(21), 'a'.repeat(23), `${'a'.repeat(21)}-`]) {
        expect((await guest().get(id)).statusCode).toBe(404)
      }
    })
  })

  describe('expiry', () => {
    it('is chosen at save from the five lifetimes, shown as expiresAt, and never by default', async () => {
      const before = Date.now()
      expect((await create({})).expiresAt).toBeNull()
      const bin = await create({ expires: '10m' })
      const at = Date.parse(bin.expiresAt!)
      expect(at - before).toBeGreaterThanOrEqual(10 * 60_000)
      expect(at - Date.now()).toBeLessThanOrEqual(10 * 60_000)
      const week = await create({ expires: '1w' })
      expect(Date.parse(week.expiresAt!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000)
      const kept = await ada.patch(week.id, { expires: 'never' })
      expect(kept.json().expiresAt).toBeNull()
    })

    it('a lifetime that is not one of them is a 400 with the choices', async () => {
      for (const expires of ['2d', '', 10, null]) {
        const response = await ada.create({ content: 'x', expires })
        expect(response.statusCode, String(expires)).toBe(400)
        expect(response.json().message).toContain('A bin expires after 10m, 1h, 1d, 1w, 1mo, or never.')
      }
      const bin = await create({})
      expect((await ada.patch(bin.id, { expires: 'soon' })).statusCode).toBe(400)
      expect((await ada.patch(bin.id, { burn: 'yes' })).statusCode).toBe(400)
    })

    it('answers 404 from the moment it passes, from a cached copy too, before the job runs', async () => {
      const bin = await create({ expires: '10m' })
      expect((await guest().get(bin.id)).statusCode).toBe(200) // now in the public-bin cache
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 })
      for (const response of [await guest().get(bin.id), await ada.get(bin.id), await guest().raw(bin.id)]) {
        expect(response.statusCode).toBe(404)
        expect(response.json().message).toBe('This bin does not exist.')
      }
      expect((await ada.revisions(bin.id)).statusCode).toBe(404)
    })

    it('leaves every list the moment the database clock passes it, and the job deletes it with its revisions', async () => {
      const bin = await create({ expires: '1h', title: 'expiring needle' })
      await database.db
        .update(bins)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(bins.id, bin.id))
      expect((await ada.list()).json().bins.map((b: { id: string }) => b.id)).not.toContain(bin.id)
      const ownerId = await ownerOf((await create({})).id)
      expect((await searchOwnBins(database.db, ownerId, 'expiring needle', 50)).length).toBe(0)
      expect(
        await deleteExpiredBins({ db: database.db, changes: { publish: async () => {} } as never }),
      ).toBeGreaterThanOrEqual(1)
      const [left] = await database.db
        .select({ value: count() })
        .from(binRevisions)
        .where(and(eq(binRevisions.binId, bin.id)))
      expect(left!.value).toBe(0)
    })
  })

  describe('burn after reading', () => {
    it('its owner reads it as often as they like, with burn: true', async () => {
      const bin = await create({ burn: true })
      expect(bin.burn).toBe(true)
      for (let i = 0; i < 3; i++)
        expect((await ada.get(bin.id)).json()).toMatchObject({ burn: true, mine: true })
    })

    it('of ten simultaneous readers exactly one sees it; then it is gone for everyone', async () => {
      const bin = await create({ burn: true, content: 'read me once\n' })
      const readers = await Promise.all(Array.from({ length: 10 }, () => guest().get(bin.id)))
      const seen = readers.filter((response) => response.statusCode === 200)
      expect(seen).toHaveLength(1)
      expect(seen[0]!.json()).toMatchObject({ content: 'read me once\n', burn: true })
      expect(seen[0]!.headers['cache-control']).toBe('no-store')
      expect(readers.filter((response) => response.statusCode === 404)).toHaveLength(9)
      expect((await ada.get(bin.id)).statusCode).toBe(404)
    })

    it('HEAD of its page or its raw text answers headers only, no-store, and never burns it', async () => {
      const bin = await create({ burn: true, content: 'checked by a link checker\n' })
      for (const path of [`/${bin.id}`, `/${bin.id}/raw`]) {
        const head = await bob.head(path)
        expect(head.statusCode, path).toBe(200)
        expect(head.headers['cache-control'], path).toBe('no-store')
        expect(head.body, path).toBe('')
        expect((await guest().head(path)).statusCode, path).toBe(200)
      }
      // Still unread: its one reader sees it, and after that nobody does.
      const read = await guest().raw(bin.id)
      expect(read.statusCode).toBe(200)
      expect(read.body).toBe('checked by a link checker\n')
      expect((await bob.get(bin.id)).statusCode).toBe(404)
      expect((await bob.head(`/${bin.id}`)).statusCode).toBe(404)
    })

    it('a raw read burns it too; its history is its owner’s only', async () => {
      const bin = await create({ burn: true, content: 'raw once\n' })
      expect((await bob.revisions(bin.id)).statusCode).toBe(404)
      expect((await ada.revisions(bin.id)).statusCode).toBe(200)
      const raw = await bob.raw(bin.id)
      expect(raw.statusCode).toBe(200)
      expect(raw.body).toBe('raw once\n')
      expect((await bob.raw(bin.id)).statusCode).toBe(404)
    })
  })
})
