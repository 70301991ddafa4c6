import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessions } from '../src/auth/sessions.ts'
import type { Database } from '../src/db/database.ts'
import { sessions, users } from '../src/db/schema.ts'
import { testDatabases } from './support/databases.ts'

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
    expect(await store.userIdOf(token)).toBe(ada!.id)
    expect(await createSessions(database.db, 'b'.repeat(32)).userIdOf(token)).toBeUndefined()
    expect(await store.userIdOf(undefined)).toBeUndefined()
    expect(await store.userIdOf('x'.repeat(101))).toBeUndefined()

    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, ada!.id))
    expect(await store.userIdOf(token)).toBeUndefined()

    const second = await store.start(ada!.id)
    expect(await store.userIdOf(second.token)).toBe(ada!.id)
    await store.end(second.token)
    expect(await store.userIdOf(second.token)).toBeUndefined()
  })
})
