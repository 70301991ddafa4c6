// A PostgreSQL database of its own for one benchmark or check run, on the server `baseUrl` names:
// created empty, dropped (with the connections still on it) by `drop()`.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The default server: DATABASE_URL, else the local one the tests use. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function onServer(baseUrl, text) {
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5_000 })
  await admin.connect()
  try {
    await admin.query(text)
  } finally {
    await admin.end()
  }
}

/** Gives `{ name, url, drop() }`; `prefix` starts the database's name (letters, digits and _). */
export async function freshPostgres(baseUrl = POSTGRES_URL, prefix = 'one_bench') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await onServer(baseUrl, `create database ${name}`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => onServer(baseUrl, `drop database if exists ${name} with (force)`),
  }
}
