// A new, empty PostgreSQL database for one benchmark or check run, on the server `baseUrl` names.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The default server: DATABASE_URL, else the local one the tests use. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Creates a database named `<prefix>_<random>` and gives its URL, with `drop()` to remove it (forcing
 * off any connection left). Throws when the server cannot be reached.
 */
export async function freshPostgres(baseUrl = POSTGRES_URL, prefix = 'one_fresh') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl })
      await dropper.connect()
      try {
        await dropper.query(`drop database if exists ${name} with (force)`)
      } finally {
        await dropper.end()
      }
    },
  }
}
