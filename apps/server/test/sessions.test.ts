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
})
