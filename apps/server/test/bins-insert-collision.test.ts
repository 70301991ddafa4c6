// A bin is made with its first revision and its `bin.created` event in one statement. When the id
// drawn is already a bin's (71 random bits: very unlikely, not impossible), the statement makes none
// of the three and another id is drawn: the bin that held the id keeps exactly its own.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertBin } from '../src/bins/bins-store.ts'
import type { Database } from '../src/db/database.ts'
import { activity } from '../src/db/schema/activity.ts'
import { binRevisions } from '../src/db/schema/bins.ts'
import { buildTestApp } from './support/app.ts'
import { signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

// The ids the next bins are given, before random ones: the only way to draw a taken id on purpose.
const drawn = vi.hoisted(() => ({ next: [] as string[] }))
vi.mock('../src/bins/bin-ids.ts', async (original) => {
  const real = await original<typeof import('../src/bins/bin-ids.ts')>()
  return {
    ...real,
    newBinId: (...args: Parameters<typeof real.newBinId>) => drawn.next.shift() ?? real.newBinId(...args),
  }
})

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('making a bin on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ownerId: string

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, emulatorEnv(emulators))
    await app.ready()
    const owner = await signedIn(app, 'collision')
    ownerId = (await app.inject({ url: '/api/auth/verify', headers: owner.jar.header() })).json().user.id
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const revisionsOf = async (binId: string) =>
    (await database.db.select({ n: count() }).from(binRevisions).where(eq(binRevisions.binId, binId)))[0]!.n
  const eventsOf = async (binId: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(activity)
        .where(and(eq(activity.type, 'bin.created'), sql`${activity.data}->>'binId' = ${binId}`))
    )[0]!.n

  it('a taken id makes no revision and no event for it; the bin gets the next id, with one of each', async () => {
    const fields = {
      title: 'first',
      content: 'one\ntwo\n',
      language: 'text' as const,
      visibility: 'public' as const,
    }
    const first = await insertBin(database.db, ownerId, fields)
    expect(await revisionsOf(first.id)).toBe(1)
    expect(await eventsOf(first.id)).toBe(1)

    drawn.next.push(first.id, 'Collided0Two')
    const second = await insertBin(database.db, ownerId, { ...fields, title: 'second' })
    expect(second).toMatchObject({
      id: 'Collided0Two',
      title: 'second',
      ownerId,
      content: 'one\ntwo\n',
      version: 1,
    })
    expect(second.createdAt).toBeInstanceOf(Date)
    expect(drawn.next).toEqual([])

    expect(await revisionsOf(first.id)).toBe(1)
    expect(await eventsOf(first.id)).toBe(1)
    expect(await revisionsOf(second.id)).toBe(1)
    expect(await eventsOf(second.id)).toBe(1)
    const [revision] = await database.db.select().from(binRevisions).where(eq(binRevisions.binId, second.id))
    expect(revision).toMatchObject({
      number: 1,
      authorId: ownerId,
      title: 'second',
      content: 'one\ntwo\n',
      linesAdded: 2,
    })
  })
})
