// Decision 28: without SESSION_SECRET, the servers on one PostgreSQL keep the secret they make in the
// database, so every instance signs with the same one; on PGlite it stays in the data folder.
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { keptSessionSecret, sessionSecret } from '../src/config/session-secret.ts'
import { ConfigError, loadConfig } from '../src/config.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { withKeptSessionSecret } from '../src/db/kept-session-secret.ts'
import { serverSecrets } from '../src/db/schema/server-secrets.ts'
import { testEnv } from './support/app.ts'
import { freshPostgres } from './support/databases.ts'
import { CookieJar, emulatorEnv, signInThrough } from './support/sign-in.ts'

const baseUrl = process.env.TEST_DATABASE_URL
const needs = baseUrl ? '' : ' (skipped: set TEST_DATABASE_URL)'
const freshDir = () => mkdtempSync(join(tmpdir(), 'one-secret-'))
const strongSecret = 'q8Vd0xK3mZ7+Lr2Tn5Wb9Yc1Hf4Js6Ga/Pe3Ui0Qo='
// An empty SESSION_SECRET is an unset one: it takes back the one testEnv sets.
const unset = { SESSION_SECRET: '' }

/** The config a server would start with on `database`, as main.ts makes it. */
const startConfig = (database: Database, env: Record<string, string>) =>
  withKeptSessionSecret(
    loadConfig({ ...testEnv, DATA_DIR: freshDir(), ...env }, { keptSessionSecret }),
    database,
  )

describe('without DATABASE_URL (PGlite) the secret stays in the data folder', () => {
  it('is the file’s, and the database keeps none', async () => {
    const database = await openDatabase({})
    try {
      const dataDir = freshDir()
      const config = await startConfig(database, { ...unset, DATA_DIR: dataDir })
      expect(config.sessionSecretKeptIn).toBe('data folder')
      expect(config.sessionSecret).toBe(keptSessionSecret(dataDir))
      expect(readdirSync(dataDir)).toEqual(['session-secret'])
      expect(await database.db.select().from(serverSecrets)).toEqual([])
    } finally {
      await database.close()
    }
  })
})

describe('with DATABASE_URL, before the database is open', () => {
  const env = { ...unset, DATABASE_URL: 'postgres://one@127.0.0.1:1/one' }

  it('makes no file in the data folder', () => {
    const dataDir = freshDir()
    const config = loadConfig({ ...testEnv, ...env, DATA_DIR: dataDir }, { keptSessionSecret })
    expect(config.sessionSecretKeptIn).toBe('database')
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('warns that the secret is kept in the database, where one would be', () => {
    const { warnings } = loadConfig({ ...testEnv, ...env, HOST: '0.0.0.0', ONE_EMULATORS: 'on' })
    expect(warnings).toEqual([
      "SESSION_SECRET is not set, so sessions are signed with the secret kept in the database (table server_secrets, row 'session'), which is meant for a development machine; but HOST=0.0.0.0 lets other machines reach it. Set SESSION_SECRET (`openssl rand -base64 32`), the same on every instance.",
    ])
  })

  it('is not looked for at all when SESSION_SECRET is set', () => {
    const config = loadConfig({ ...testEnv, ...env, SESSION_SECRET: strongSecret })
    expect(config.sessionSecretKeptIn).toBeUndefined()
    expect(config.sessionSecret).toBe(strongSecret)
  })
})

describe.skipIf(!baseUrl)(`servers on one PostgreSQL without SESSION_SECRET${needs}`, () => {
  const opened: Database[] = []
  afterAll(async () => {
    for (const database of opened.reverse()) await database.close()
  })
  /** A database of its own for a test, and `pools` more connection pools on it, as other instances. */
  async function sharedDatabase(pools = 1) {
    const first = await freshPostgres(baseUrl!)
    opened.push(first)
    const others = await Promise.all(Array.from({ length: pools }, () => openDatabase({ url: first.url })))
    opened.push(...others)
    return { first, others, env: { ...unset, DATABASE_URL: first.url } }
  }

  it('all end with the secret kept in the database, started one after the other', async () => {
    const { first, others, env } = await sharedDatabase(2)
    const dataDirs = [freshDir(), freshDir()]
    const a = await startConfig(others[0]!, { ...env, DATA_DIR: dataDirs[0]! })
    const b = await startConfig(others[1]!, { ...env, DATA_DIR: dataDirs[1]! })
    const rows = await first.db.select().from(serverSecrets)
    expect(rows.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'session', value: a.sessionSecret },
    ])
    expect(sessionSecret.safeParse(a.sessionSecret).success).toBe(true)
    expect(b.sessionSecret).toBe(a.sessionSecret)
    for (const dataDir of dataDirs) expect(readdirSync(dataDir)).toEqual([])
  })

  it('all end with one secret when they start at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const { first, others, env } = await sharedDatabase(6)
      // Each pool holds an open connection first, so that the reads and inserts race at the database.
      await Promise.all(others.map((database) => database.db.select().from(serverSecrets)))
      const configs = await Promise.all(others.map((database) => startConfig(database, env)))
      const rows = await first.db.select().from(serverSecrets)
      expect(rows).toHaveLength(1)
      expect(new Set(configs.map((config) => config.sessionSecret))).toEqual(new Set([rows[0]!.value]))
    }
  })

  it('a session started on one is accepted by the other', async () => {
    const emulators = await startEmulators()
    const apps: FastifyInstance[] = []
    try {
      const { others, env } = await sharedDatabase(3)
      const instance = async (database: Database, more: Record<string, string> = {}) => {
        const config = await startConfig(database, { ...emulatorEnv(emulators), ...env, ...more })
        const app = await buildApp({ config, database })
        apps.push(app)
        return app
      }
      const a = await instance(others[0]!)
      const b = await instance(others[1]!)
      // The check that a different secret would have failed: an instance that has one of its own.
      const other = await instance(others[2]!, { SESSION_SECRET: strongSecret })
      const jar = new CookieJar()
      await signInThrough(a, jar, 'github', 'agreeing')
      expect(jar.get('one_session')).toBeTruthy()
      const verify = (app: FastifyInstance) =>
        app.inject({ url: '/api/auth/verify', headers: jar.header(), remoteAddress: jar.address })
      expect((await verify(a)).statusCode).toBe(200)
      expect((await verify(b)).statusCode).toBe(200)
      expect((await verify(b)).json().user.name).toBe('agreeing')
      expect((await verify(other)).statusCode).toBe(401)
    } finally {
      for (const app of apps) await app.close()
      await emulators.close()
    }
  })

  it('SESSION_SECRET set wins, and nothing is written to the database', async () => {
    const { first, others, env } = await sharedDatabase(1)
    const config = await startConfig(others[0]!, { ...env, SESSION_SECRET: strongSecret })
    expect(config.sessionSecret).toBe(strongSecret)
    expect(await first.db.select().from(serverSecrets)).toEqual([])
  })

  it('a kept secret that was spoiled stops the start with one line naming the row', async () => {
    const { first, env } = await sharedDatabase(0)
    await first.db.insert(serverSecrets).values({ name: 'session', value: 'short' })
    const start = startConfig(first, env)
    await expect(start).rejects.toThrow(ConfigError)
    await expect(start).rejects.toThrow(
      "Invalid environment variable SESSION_SECRET: unset, so the secret kept in the database (table server_secrets, row 'session') is used, and it must be at least 32 characters. Delete the row to make a new one, or set SESSION_SECRET.",
    )
  })
})
