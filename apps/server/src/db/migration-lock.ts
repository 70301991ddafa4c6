import type pg from 'pg'

/** The advisory lock every instance of One takes to migrate: any constant, the same everywhere. */
const MIGRATION_LOCK = 7_302_757_000

/**
 * Runs `migrate` while holding a session-level advisory lock, so instances that start together
 * migrate one after the other: the first applies the migrations, the others find nothing to do.
 * The lock is held on a connection of its own and goes with it if the process dies.
 */
export async function underMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate()
  } finally {
    try {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    } catch (error) {
      // A connection that cannot unlock is dropped, which ends its lock too.
      broken = error instanceof Error ? error : new Error(String(error))
    }
    client.release(broken)
  }
}
