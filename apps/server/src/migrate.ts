// `npm run migrate`: brings the database up to the committed migrations and exits. On PostgreSQL the
// migrations run under an advisory lock (db/migration-lock.ts), as they do when a server starts, so a
// deploy step and instances starting at the same moment never race.
import { z } from 'zod'
import { databaseVariables } from './config/database.ts'
import { maskUrlPassword } from './config/redact.ts'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts'
import { openDatabase } from './db/database.ts'
import { DatabaseUnavailableError } from './db/unavailable.ts'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function migrate() {
  const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  const parsed = z.object(databaseVariables).safeParse(set)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    fail(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`)
  }
  const { DATABASE_URL: url, DATA_DIR: dataDir } = parsed.data
  let lock: { release(): void } | undefined
  try {
    if (!url) lock = lockDataDir(dataDir)
    const database = await openDatabase(url ? { url } : { dataDir })
    await database.close()
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof DataDirLockedError) fail(error.message)
    throw error
  } finally {
    lock?.release()
  }
  console.info(`The database is up to date (${url ? maskUrlPassword(url) : `PGlite in ${dataDir}`}).`)
}

migrate().catch((error) => {
  console.error(error)
  process.exit(1)
})
