import { createServer, type Server, Socket } from 'node:net'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn } from './support/bins-client.ts'
import { freshPostgres } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

const unavailable = {
  message: 'The database is not answering. Please try again in a moment.',
  code: 'unavailable',
}

/** Errors nobody handled while a test ran: an unheard 'error' event ends a real server. */
function watchUnhandled() {
  const seen: unknown[] = []
  const record = (error: unknown) => seen.push(error)
  process.on('uncaughtException', record)
  process.on('unhandledRejection', record)
  return {
    seen,
    stop() {
      process.off('uncaughtException', record)
      process.off('unhandledRejection', record)
    },
  }
}

const baseUrl = process.env.TEST_DATABASE_URL
const needs = baseUrl ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL)'

/** A TCP hop in front of PostgreSQL that can cut every connection and refuse new ones, then heal. */
async function databaseLink(target: string) {
  const { hostname, port } = new URL(target)
  const sockets = new Set<Socket>()
  let up = true
  const server: Server = createServer((client) => {
    if (!up) return client.destroy()
    const upstream = new Socket()
    upstream.connect(Number(port || 5432), hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => {})
      socket.on('close', () => {
        sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return {
    reach(url: string) {
      const through = new URL(url)
      through.host = `127.0.0.1:${address.port}`
      return through.toString()
    },
    down() {
      up = false
      for (const socket of sockets) socket.destroy()
    },
    up() {
      up = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe.skipIf(!baseUrl)(`PostgreSQL mode survives dropped connections${needs}`, () => {
  let emulators: RunningEmulators
  let link: Awaited<ReturnType<typeof databaseLink>>
  let database: Awaited<ReturnType<typeof freshPostgres>>
  let app: FastifyInstance
  let ada: BinsClient
  const lost: string[] = []
  let unhandled: ReturnType<typeof watchUnhandled>

  beforeAll(async () => {
    emulators = await startEmulators()
    link = await databaseLink(baseUrl!)
    database = await freshPostgres(baseUrl!, {
      reach: link.reach,
      log: { warn: (_details, message) => lost.push(message) },
    })
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '100000' })
    ada = await signedIn(app, 'ada')
  })

  afterAll(async () => {
    await app.close()
    await database.close()
    await link.close()
    await emulators.close()
  })

  beforeEach(() => {
    unhandled = watchUnhandled()
  })

  afterEach(() => {
    unhandled.stop()
  })

  /** Requests from several browsers at once until `until` settles; every answer's status and body. */
  async function traffic(until: Promise<unknown>) {
    const answers: { status: number; body: string }[] = []
    let done = false
    void until.finally(() => {
      done = true
    })
    const browser = async (n: number) => {
      for (let i = 0; !done; i++) {
        const response =
          i % 3 === 0
            ? await app.inject('/api/healthz')
            : i % 3 === 1
              ? await ada.create({ content: `traffic ${n}.${i}` })
              : await ada.list()
        answers.push({ status: response.statusCode, body: response.body })
      }
    }
    await Promise.all(Array.from({ length: 6 }, (_, n) => browser(n)))
    return answers
  }

  async function terminateEveryConnection() {
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    await admin.end()
    return rowCount ?? 0
  }

  async function stillServes() {
    expect((await app.inject('/api/healthz')).statusCode).toBe(200)
    const saved = await ada.create({ content: 'after the storm' })
    expect(saved.statusCode).toBe(201)
    expect((await ada.get(saved.json().id)).json()).toMatchObject({ content: 'after the storm' })
  }

  it('connections killed while idle and while busy (pg_terminate_backend): no crash, and the server goes on', async () => {
    // Idle: the pool holds open connections nobody is using.
    await Promise.all(Array.from({ length: 6 }, () => ada.list()))
    expect(await terminateEveryConnection()).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(unhandled.seen).toEqual([])
    expect(lost).toContain('A database connection was lost; the next query opens a new one')

    // Busy: killed again and again under traffic.
    const storm = (async () => {
      for (let round = 0; round < 5; round++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        await terminateEveryConnection()
      }
    })()
    const answers = await traffic(storm)
    for (const answer of answers) {
      expect([200, 201, 503]).toContain(answer.status)
      if (answer.status === 503) expect(JSON.parse(answer.body)).toEqual(unavailable)
    }
    expect(answers.filter((answer) => answer.status !== 503).length).toBeGreaterThan(0)

    await stillServes()
    expect(unhandled.seen).toEqual([])
  })

  it('while the database is down requests get 503 at once; once it is back the server recovers by itself', async () => {
    link.down()
    const started = Date.now()
    const refused = await ada.create({ content: 'in the dark' })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual(unavailable)
    expect(Date.now() - started).toBeLessThan(5_000)
    // Health asks the database at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const health = await app.inject('/api/healthz')
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual(unavailable)

    link.up()
    await stillServes()
    expect(unhandled.seen).toEqual([])
  })
})
