import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, type DatabaseLog, openDatabase } from '../../src/db/database.ts'

export type TestDatabase = { name: string; open(): Promise<Database> }

/**
 * A PostgreSQL database of its own for one test, dropped when the test's database is closed.
 * `reach` turns the database's URL into the one the server uses (a proxy in front of it, say).
 */
export async function freshPostgres(
  baseUrl: string,
  { log, reach = (url) => url }: { log?: DatabaseLog; reach?: (url: string) => string } = {},
): Promise<Database & { url: string }> {
  const name = `one_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: reach(url.toString()), log })
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: baseUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** Embedded PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({}) }]
  const url = process.env.TEST_DATABASE_URL
  if (url) list.push({ name: 'postgres', open: () => freshPostgres(url) })
  return list
}
