import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { migrationsDir } from '../paths.ts'

type Client = { query<T>(text: string): Promise<{ rows: T[] }> }

/** When the newest committed migration was made, as drizzle's journal records it. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database already has every committed migration, told by one query and the journal,
 * without reading and hashing each migration file as drizzle's migrator does. It is the migrator's
 * own rule: a migration runs when it is newer than the newest one the database recorded. When not
 * current (or the record is not there yet) the migrator runs as before.
 */
export async function migrationsCurrent(client: Client): Promise<boolean> {
  try {
    const { rows } = await client.query<{ newest: string | number | null }>(
      'select max(created_at) as newest from drizzle.__drizzle_migrations',
    )
    const newest = rows[0]?.newest
    return newest !== null && newest !== undefined && Number(newest) >= newestMigrationMillis()
  } catch {
    return false
  }
}
