import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../../src/db/database.ts'

export type TestDatabase = { name: string; open(): Promise<Database> }

/** A PostgreSQL database of its own for one test, dropped when the test's database is closed. */
async function freshPostgres(baseUrl: string): Promise<Database> {
  const name = `one_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    ...database,
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
