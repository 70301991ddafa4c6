// PostgreSQL unreachable while people write. The outage lasts 4 s here instead of 10:
// the server's behaviour does not depend on its length (each request fails at once with 503 while the
// link is cut, and the pool opens new connections when it is back). Writers retry each bin with its
// idempotency key as the app does; afterwards every acknowledged bin is there exactly once and no bin
// is there twice.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bins } from '../src/db/schema/bins.ts'
import { buildTestApp } from './support/app.ts'
import { signedIn } from './support/bins-client.ts'
import { freshPostgres } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'
import { type TcpProxy, tcpProxy } from './support/tcp-proxy.ts'

const baseUrl = process.env.TEST_DATABASE_URL
const needs = baseUrl ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL)'
const OUTAGE_MS = 4_000

describe.skipIf(!baseUrl)(`PostgreSQL unreachable during writes${needs}`, () => {
  let emulators: RunningEmulators
  let proxy: TcpProxy
  let database: Awaited<ReturnType<typeof freshPostgres>>
  let app: FastifyInstance

  beforeAll(async () => {
    emulators = await startEmulators()
    proxy = await tcpProxy(baseUrl!)
    database = await freshPostgres(baseUrl!, { reach: (url) => proxy.reach(url), log: { warn() {} } })
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '100000' })
  }, 30_000)

  afterAll(async () => {
    await app?.close()
    await database?.close()
    await proxy?.close()
    await emulators?.close()
  })

  it('503 with a message and Retry-After while it is away, recovery by itself, nothing acknowledged lost or doubled', async () => {
    const writer = await signedIn(app, `outage-writer-${Date.now()}`)
    const acknowledged = new Map<string, string>()
    const refusals: { status: number; message: unknown; retryAfter: unknown }[] = []
    let stop = false

    /** One browser saving bins one after another, each retried with its key until it is saved. */
    async function browser(n: number) {
      for (let i = 0; !stop; i++) {
        const key = `outage-${n}-${i}-key`
        for (;;) {
          const response = await writer.create({ content: key, idempotencyKey: key })
          if (response.statusCode === 201) {
            acknowledged.set(key, response.json().id)
            break
          }
          refusals.push({
            status: response.statusCode,
            message: response.json().message,
            retryAfter: response.headers['retry-after'],
          })
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }

    const browsers = Promise.all(Array.from({ length: 4 }, (_, n) => browser(n)))
    while (acknowledged.size < 10) await new Promise((resolve) => setTimeout(resolve, 20))
    const before = acknowledged.size
    proxy.cut()
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS))
    proxy.resume()
    const resumedAt = Date.now()
    // Recovery by itself: new saves are acknowledged again within a few seconds.
    while (acknowledged.size <= before + 20 && Date.now() - resumedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    stop = true
    await browsers

    expect(before).toBeGreaterThan(0)
    expect(acknowledged.size).toBeGreaterThan(before + 20)
    expect(refusals.length).toBeGreaterThan(0)
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 503,
        message: 'The database is not answering. Please try again in a moment.',
        retryAfter: '5',
      })
    }
    // A database of this test's own: its bins are the writer's.
    const stored = await database.db.select({ id: bins.id, content: bins.content }).from(bins)
    const byContent = new Map<string, string[]>()
    for (const row of stored) byContent.set(row.content, [...(byContent.get(row.content) ?? []), row.id])
    for (const [key, id] of acknowledged) expect(byContent.get(key), key).toEqual([id])
    expect([...byContent.values()].filter((ids) => ids.length > 1)).toEqual([])
  }, 30_000)
})
