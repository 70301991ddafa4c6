import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { maskUrlPassword } from '../config/redact.ts'
import { migrationsDir } from '../paths.ts'
import { underMigrationLock } from './migration-lock.ts'
import { migrationsCurrent } from './migrations-current.ts'
import { createPgliteFolder, pgliteConf, pgliteFolderIn } from './pglite-seed.ts'
import * as authTables from './schema/auth.ts'
import * as binTables from './schema/bins.ts'
import * as userTables from './schema/users.ts'
import { DatabaseUnavailableError, failureReason, isDatabaseUnavailable } from './unavailable.ts'

/** Every table, one file per area under schema/. */
const schema = { ...userTables, ...authTables, ...binTables }

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's connection pool as it stands (PGlite is one connection inside the process). */
  pool?: PoolStats
  close(): Promise<void>
}

export type PoolStats = {
  readonly max: number
  readonly inUse: number
  readonly idle: number
  readonly waiting: number
}

/** Where a lost connection is reported; the server's logger fits. */
export type DatabaseLog = { warn(details: object, message: string): void }

export type DatabaseOptions =
  /** PostgreSQL at this URL. */
  | { url: string; log?: DatabaseLog }
  /** Embedded PGlite in this folder, or in memory when no folder is given. */
  | { url?: undefined; dataDir?: string; log?: DatabaseLog }

/** A request waits this long for a connection, then fails with 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000

// Each kind's driver is imported when a database of that kind is opened: a server loads one of them.
async function postgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])

  /** node-postgres' pool, with a failure to hand out a connection marked as the database's. */
  class Pool extends pg.Pool {
    override connect(): Promise<pg.PoolClient>
    override connect(
      callback: (
        error: Error | undefined,
        client: pg.PoolClient | undefined,
        done: (release?: unknown) => void,
      ) => void,
    ): void
    override connect(callback?: Parameters<pg.Pool['connect']>[0]) {
      if (callback) return super.connect(callback)
      return super.connect().catch((error: unknown) => {
        throw new DatabaseUnavailableError(undefined, { cause: error })
      })
    }
  }
  return { Pool, drizzle, migrate }
}

/**
 * drizzle sends a transaction's BEGIN before the try whose finally releases its connection, so a
 * connection that dies at that moment would stay checked out for ever: the pool would have one
 * connection less each time, and its end would wait for it. A client whose BEGIN fails is released
 * here, with the error, so the pool drops it. Done once per client, when the pool opens it.
 */
function releaseOnFailedBegin(client: pg.PoolClient) {
  const query = client.query as (...args: unknown[]) => unknown
  client.query = ((...args: unknown[]) => {
    const result = query.apply(client, args)
    const [config] = args
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^begin\b/i.test(text)) return result
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)))
      throw error
    })
  }) as typeof client.query
}

/**
 * A pool for PostgreSQL at `url`; it connects when first asked. A lost connection is logged and
 * replaced, and a query that meets a down database fails (503) instead of ending the process.
 */
export async function connectPostgres(
  url: string,
  log?: DatabaseLog,
): Promise<Database & { migrate(): Promise<void> }> {
  const { Pool, drizzle, migrate } = await postgresDriver()
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  })
  // A connection that dies while idle (a restart, a failover, pg_terminate_backend, a pooler's idle
  // timeout) is an 'error' on the pool, which ends the process if nobody listens. The pool has already
  // dropped that client and opens a new one when one is next needed.
  pool.on('error', (error) => {
    log?.warn({ err: error }, 'A database connection was lost; the next query opens a new one')
  })
  // One that dies while checked out fails its query (the request gets 503) and also emits 'error' on
  // the client, where the pool no longer listens.
  pool.on('connect', (client) => {
    client.on('error', () => {})
    releaseOnFailedBegin(client)
  })
  const db = drizzle(pool, { schema })
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool: {
      max: pool.options.max,
      get inUse() {
        return pool.totalCount - pool.idleCount
      },
      get idle() {
        return pool.idleCount
      },
      get waiting() {
        return pool.waitingCount
      },
    },
    close: () => pool.end(),
    // Instances starting together take turns (migration-lock.ts), so the migrations run once.
    migrate: () => underMigrationLock(pool, () => migrate(db, { migrationsFolder: migrationsDir })),
  }
}

async function openPostgres(url: string, log: DatabaseLog | undefined): Promise<Database> {
  const database = await connectPostgres(url, log)
  try {
    await database.migrate()
  } catch (error) {
    await database.close().catch(() => {})
    if (!isDatabaseUnavailable(error) && !refusedUs(error)) throw error
    throw new DatabaseUnavailableError(
      `Cannot use the database at ${maskUrlPassword(url)}: ${withoutPassword(failureReason(error), url)}. Is it running, and is DATABASE_URL right?`,
      { cause: error },
    )
  }
  return database
}

// SQLSTATE class 28 (wrong user or password) and 3D000 (no such database): DATABASE_URL is wrong.
function refusedUs(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (code.startsWith('28') || code === '3D000')) return true
  }
  return false
}

function withoutPassword(text: string, url: string): string {
  const password = URL.canParse(url) ? new URL(url).password : ''
  let shown = text
  for (const form of new Set([password, safeDecode(password)])) {
    if (form.length >= 3) shown = shown.replaceAll(form, '***')
  }
  return shown
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Opens the database and brings its tables up to the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== undefined) return openPostgres(options.url, options.log)
  const { database, ready } = await openPgliteInBackground(options.dataDir)
  try {
    await ready
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
  return database
}

type PgliteClient = import('@electric-sql/pglite').PGlite

/**
 * PGlite in `dataDir` (in memory without one), opened while the caller goes on: its engine compiles
 * on the thread pool and starts, and its migrations run, between the caller's own steps, so a server
 * builds its app meanwhile. The database is handed out once the driver is loaded: a query asked for
 * before `ready` waits for it (the migrations first). `ready` rejects if the database cannot be opened.
 */
export async function openPgliteInBackground(
  dataDir: string | undefined,
): Promise<{ database: Database; ready: Promise<void> }> {
  const folder = dataDir ? pgliteFolderIn(dataDir) : undefined
  // A new folder is unpacked (by another process) while the driver loads.
  const created =
    folder && !existsSync(join(folder, 'PG_VERSION')) ? createPgliteFolder(folder) : Promise.resolve()
  created.catch(() => {})
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  let client: PgliteClient | undefined
  const opened = (async () => {
    await created
    client = new PGlite(folder, { postgresqlconf: pgliteConf })
    await client.waitReady
    if (!(await migrationsCurrent(client)))
      await migrate(drizzle(client), { migrationsFolder: migrationsDir })
    return client
  })()
  // The app's queries go through this stand-in, which waits for the migrations, then steps aside.
  const stand: Pick<PgliteClient, 'query' | 'transaction'> = {
    query: async (...args: Parameters<PgliteClient['query']>) => (await opened).query(...args),
    transaction: async (...args: Parameters<PgliteClient['transaction']>) =>
      (await opened).transaction(...args),
  } as Pick<PgliteClient, 'query' | 'transaction'>
  const ready = opened.then((open) => {
    stand.query = open.query.bind(open) as typeof stand.query
    stand.transaction = open.transaction.bind(open) as typeof stand.transaction
  })
  ready.catch(() => {})
  const db = drizzle(stand as PgliteClient, { schema })
  const database: Database = {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await opened.catch(() => undefined)
      await client?.close()
    },
  }
  return { database, ready }
}
