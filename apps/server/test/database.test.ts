import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { identities, sessions } from '../src/db/schema/auth.ts'
import { users } from '../src/db/schema/users.ts'
import { testDatabases } from './support/databases.ts'

describe.each(testDatabases())('database on $name', ({ open }) => {
  let database: Database

  beforeAll(async () => {
    database = await open()
  })

  afterAll(async () => {
    await database.close()
  })

  it('applies the committed migrations: users, identities and sessions exist', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)
    expect(tables).toEqual(expect.arrayContaining(['identities', 'sessions', 'users']))
  })

  it('keeps one identity per provider account and one per provider per user', async () => {
    const [ada] = await database.db.insert(users).values({ name: 'Ada' }).returning()
    const [bob] = await database.db.insert(users).values({ name: 'Bob' }).returning()
    await database.db.insert(identities).values({ userId: ada!.id, provider: 'github', providerUserId: '1' })

    await expect(
      database.db.insert(identities).values({ userId: bob!.id, provider: 'github', providerUserId: '1' }),
    ).rejects.toThrow()
    await expect(
      database.db.insert(identities).values({ userId: ada!.id, provider: 'github', providerUserId: '2' }),
    ).rejects.toThrow()
    await database.db.insert(identities).values({ userId: ada!.id, provider: 'discord', providerUserId: '1' })

    const linked = await database.db.select().from(identities).where(eq(identities.userId, ada!.id))
    expect(linked.map((i) => i.provider).sort()).toEqual(['discord', 'github'])
  })

  it('removing a user removes their identities and sessions', async () => {
    const [user] = await database.db.insert(users).values({ name: 'Cy' }).returning()
    await database.db
      .insert(identities)
      .values({ userId: user!.id, provider: 'shopify', providerUserId: '9' })
    await database.db
      .insert(sessions)
      .values({ id: 'hash-1', userId: user!.id, expiresAt: new Date(Date.now() + 60_000) })
    await database.db.delete(users).where(eq(users.id, user!.id))
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([])
    expect(await database.db.select().from(identities).where(eq(identities.userId, user!.id))).toEqual([])
  })
})
