import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { sessions } from '../src/db/schema/auth.ts'
import { users } from '../src/db/schema/users.ts'
import { buildTestApp } from './support/app.ts'
import { testDatabases } from './support/databases.ts'

describe.each(testDatabases())('expired sessions are pruned on $name (docs/decisions/0006)', ({ open }) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
  })
  afterAll(async () => {
    await database.close()
  })

  it('a server deletes expired sessions a few seconds after it starts listening, and keeps the live ones', async () => {
    const [ada] = await database.db.insert(users).values({ name: 'Ada' }).returning()
    const day = 24 * 60 * 60 * 1000
    await database.db.insert(sessions).values([
      { id: 'expired', userId: ada!.id, expiresAt: new Date(Date.now() - day) },
      { id: 'live', userId: ada!.id, expiresAt: new Date(Date.now() + day) },
    ])
    const app = await buildTestApp(database)
    try {
      // The jobs wait for the server to listen, and then a little more, so the first requests come first.
      await app.listen({ port: 0, host: '127.0.0.1' })
      const left = async () =>
        (await database.db.select().from(sessions).where(eq(sessions.userId, ada!.id))).map((s) => s.id)
      await expect.poll(left, { timeout: 15_000, interval: 250 }).toEqual(['live'])
    } finally {
      await app.close()
    }
  })
})
