import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrationsDir } from '../paths.ts'

type Client = { query<T>(text: string): Promise<{ rows: T[] }> }

/**
 * Whether the database already has every committed migration, by the migrator's own rule: a
 * migration runs when it is newer (`folderMillis`) than the newest one the database recorded. The
 * committed ones come from drizzle's public `readMigrationFiles`; what the database recorded has no
 * public reader (only `migrate()` reads it, after creating its schema and table if missing, then opens
 * a transaction even with nothing to run), so it is one query of drizzle's table (decision 0039). When not current, or the table is not there yet, the
 * migrator runs as before.
 */
export async function migrationsCurrent(client: Client): Promise<boolean> {
  try {
    const committed = readMigrationFiles({ migrationsFolder: migrationsDir })
    const newestCommitted = Math.max(0, ...committed.map((migration) => migration.folderMillis))
    const { rows } = await client.query<{ newest: string | number | null }>(
      'select max(created_at) as newest from drizzle.__drizzle_migrations',
    )
    const newest = rows[0]?.newest
    return newest !== null && newest !== undefined && Number(newest) >= newestCommitted
  } catch {
    return false
  }
}
