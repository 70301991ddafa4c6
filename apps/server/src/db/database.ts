import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsDir } from '../paths.ts'
import { createPgliteFolder, pgliteConf } from './pglite-seed.ts'
import * as authTables from './schema/auth.ts'
import * as binTables from './schema/bins.ts'
import * as userTables from './schema/users.ts'

/** Every table, one file per area under schema/. */
const schema = { ...userTables, ...authTables, ...binTables }

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export type DatabaseOptions =
  /** PostgreSQL at this URL. */
  | { url: string }
  /** Embedded PGlite in this folder, or in memory when no folder is given. */
  | { url?: undefined; dataDir?: string }

/** Opens the database and brings its tables up to the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzleNodePg(pool, { schema })
    await migrateNodePg(db, { migrationsFolder: migrationsDir })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  const folder = options.dataDir ? join(options.dataDir, 'pglite') : undefined
  if (folder && !existsSync(join(folder, 'PG_VERSION'))) createPgliteFolder(folder)
  const client = new PGlite(folder, { postgresqlconf: pgliteConf })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder: migrationsDir })
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}
