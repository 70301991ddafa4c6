import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessions, type Sessions } from '../src/auth/sessions.ts'
import type { Database } from '../src/db/database.ts'
import { sessions } from '../src/db/schema/auth.ts'
import { users } from '../src/db/schema/users.ts'
import { testDatabases } from './support/databases.ts'

/** Who a token signs in, as the viewer asks: undefined for a missing, unknown or expired token. */
async function userOf(store: Sessions, token: string | undefined) {
  const id = store.idOf(token)
  return id ? (await store.find(id))?.userId : undefined
}

describe.each(testDatabases())('sessions on $name', ({ open }) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database.close()
  })

  it('a token names its user until it expires or ends; a token of another secret names no one', async () => {
    const store = createSessions(database.db, 'a'.repeat(32))
    const [ada] = await database.db.insert(users).values({ name: 'Ada' }).returning()
    const { token } = await store.start(ada!.id)
    expect(await userOf(store, token)).toBe(ada!.id)
    expect(await userOf(createSessions(database.db, 'b'.repeat(32)), token)).toBeUndefined()
    expect(await userOf(store, undefined)).toBeUndefined()
    expect(await userOf(store, 'x'.repeat(101))).toBeUndefined()

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, ada!.id))
    expect(await userOf(store, token)).toBeUndefined()

    const second = await store.start(ada!.id)
    expect(await userOf(store, second.token)).toBe(ada!.id)
    await store.end(second.token)
    expect(await userOf(store, second.token)).toBeUndefined()
  })

  const hour = 60 * 60 * 1000
  const day = 24 * hour
  const lastSeen = async (store: Sessions, token: string) =>
    (
      await database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, store.idOf(token)!))
    )[0]?.at
  const seenAgo = (store: Sessions, token: string, ms: number) =>
    database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - ms) })
      .where(eq(sessions.id, store.idOf(token)!))

  it('a session unused for 7 days ends, though its 30 days are not over (docs/decisions/0008, ASVS 3.3.2)', async () => {
    const store = createSessions(database.db, 'a'.repeat(32))
    const [grace] = await database.db.insert(users).values({ name: 'Grace' }).returning()
    const { token } = await store.start(grace!.id)
    await seenAgo(store, token, 7 * day - hour)
    expect(await userOf(store, token)).toBe(grace!.id)
    await seenAgo(store, token, 7 * day + 1000)
    expect(await userOf(store, token)).toBeUndefined()
  })

  it('use is written at most once an hour, and each write starts the idle week again', async () => {
    const store = createSessions(database.db, 'a'.repeat(32))
    const [linus] = await database.db.insert(users).values({ name: 'Linus' }).returning()
    const { token } = await store.start(linus!.id)

    await seenAgo(store, token, 30 * 60 * 1000)
    const recent = await lastSeen(store, token)
    const session = await store.find(store.idOf(token)!)
    expect(await lastSeen(store, token)).toEqual(recent)
    expect(session?.endsAt.getTime()).toBe(recent!.getTime() + 7 * day)

    await seenAgo(store, token, 6 * day)
    const before = Date.now()
    const used = await store.find(store.idOf(token)!)
    expect((await lastSeen(store, token))!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(used!.endsAt.getTime()).toBeGreaterThanOrEqual(before + 7 * day - 1000)
  })

  it('a session ends at its 30 days even when used every day', async () => {
    const store = createSessions(database.db, 'a'.repeat(32))
    const [ken] = await database.db.insert(users).values({ name: 'Ken' }).returning()
    const { token } = await store.start(ken!.id)
    const soon = new Date(Date.now() + hour)
    await database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, store.idOf(token)!))
    expect((await store.find(store.idOf(token)!))?.endsAt).toEqual(soon)
  })

  it('pruning deletes idle sessions as well as expired ones, and keeps the live ones', async () => {
    const store = createSessions(database.db, 'a'.repeat(32))
    const [barbara] = await database.db.insert(users).values({ name: 'Barbara' }).returning()
    const idle = await store.start(barbara!.id)
    const live = await store.start(barbara!.id)
    await seenAgo(store, idle.token, 8 * day)
    await store.pruneExpired()
    const left = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, barbara!.id))
    expect(left.map((s) => s.id)).toEqual([store.idOf(live.token)])
  })
})
