// Decision 0039: whether the migrations are current is told by drizzle's own reading of the committed
// migrations (readMigrationFiles) against what the database recorded.
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { describe, expect, it } from 'vitest'
import { migrationsCurrent } from '../src/db/migrations-current.ts'
import { migrationsDir } from '../src/paths.ts'

describe('migrations current', () => {
  it('not in a new database; current once migrated; not when the newest migration is missing', async () => {
    const client = new PGlite()
    expect(await migrationsCurrent(client)).toBe(false)
    await migrate(drizzle(client), { migrationsFolder: migrationsDir })
    expect(await migrationsCurrent(client)).toBe(true)
    await client.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    )
    expect(await migrationsCurrent(client)).toBe(false)
    await client.close()
  }, 60_000)
})
