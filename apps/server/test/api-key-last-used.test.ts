// Spec section 9: an API key's last-used stamp is written at most once in 10 minutes, on a clock we move.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAST_USED_EVERY_MS } from '../src/api-keys/api-key-rules.ts'
import { createApiKeys } from '../src/api-keys/api-keys.ts'
import { localChanges } from '../src/cache/changes.ts'
import type { Database } from '../src/db/database.ts'
import { apiKeys } from '../src/db/schema/api-keys.ts'
import { users } from '../src/db/schema/users.ts'
import { testDatabases } from './support/databases.ts'

describe.each(testDatabases())('the last-used stamp of API keys on $name', ({ open }) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
  })
  afterAll(() => database.close())

  it('the first use writes it; uses within 10 minutes do not; the first after 10 minutes does', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z')
    const keys = createApiKeys({ db: database.db, changes: localChanges(), log: console, now: () => clock })
    const [user] = await database.db.insert(users).values({ name: 'Stamp' }).returning()
    const { apiKey, id } = await keys.generate(user!.id)
    const stamp = async () =>
      (await database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.lastUsedAt?.getTime()

    expect(await stamp()).toBeUndefined()
    expect(await keys.userOfKey(apiKey)).toBe(user!.id)
    expect(await stamp()).toBe(clock)
    const first = clock

    for (let i = 0; i < 100; i++) {
      clock += 5_000
      expect(await keys.userOfKey(apiKey)).toBe(user!.id)
    }
    clock = first + LAST_USED_EVERY_MS - 1
    await keys.userOfKey(apiKey)
    expect(await stamp()).toBe(first)

    clock = first + LAST_USED_EVERY_MS
    await keys.userOfKey(apiKey)
    expect(await stamp()).toBe(clock)

    // Another server (a restart) reads the stamp and does not write again before its 10 minutes are up.
    const restarted = createApiKeys({
      db: database.db,
      changes: localChanges(),
      log: console,
      now: () => clock,
    })
    const second = clock
    clock += 60_000
    await restarted.userOfKey(apiKey)
    expect(await stamp()).toBe(second)
  })

  it('a regenerated key starts with no stamp, and its first use writes one', async () => {
    let clock = Date.parse('2026-02-01T00:00:00Z')
    const keys = createApiKeys({ db: database.db, changes: localChanges(), log: console, now: () => clock })
    const [user] = await database.db.insert(users).values({ name: 'Regen' }).returning()
    const first = await keys.generate(user!.id)
    await keys.userOfKey(first.apiKey)
    const renewed = await keys.regenerate(user!.id)
    expect(renewed.lastUsedAt).toBeNull()
    expect(await keys.userOfKey(first.apiKey)).toBeUndefined()
    clock += 1000
    expect(await keys.userOfKey(renewed.apiKey)).toBe(user!.id)
    expect((await keys.token(user!.id))!.lastUsedAt).toBe(new Date(clock).toISOString())
  })
})
