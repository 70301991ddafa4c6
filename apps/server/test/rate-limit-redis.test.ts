import { startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { binsClient, signedIn } from './support/bins-client.ts'
import { emulatorEnv } from './support/sign-in.ts'

const redisUrl = process.env.TEST_REDIS_URL
const emulators = await startEmulators()
const database = await openDatabase({})
const apps: FastifyInstance[] = []

async function instance(env: Record<string, string>) {
  const app = await buildTestApp(database, {
    ...emulatorEnv(emulators),
    SESSION_SECRET: 's'.repeat(32),
    BIN_WRITE_LIMIT: '3',
    ...env,
  })
  apps.push(app)
  return app
}

afterAll(async () => {
  for (const app of apps) await app.close()
  await database.close()
  await emulators.close()
})

const bin = { content: 'x' }

describe.skipIf(!redisUrl)('with REDIS_URL (runs when TEST_REDIS_URL is set)', () => {
  let first: FastifyInstance
  let second: FastifyInstance
  beforeAll(async () => {
    first = await instance({ REDIS_URL: redisUrl! })
    second = await instance({ REDIS_URL: redisUrl! })
  })

  it('two instances share one write budget per user', async () => {
    const onFirst = await signedIn(first, `shared-budget-${Date.now()}`)
    const onSecond = binsClient(second, onFirst.jar)
    expect((await onFirst.create(bin)).statusCode).toBe(201)
    expect((await onSecond.create(bin)).statusCode).toBe(201)
    expect((await onFirst.create(bin)).statusCode).toBe(201)
    const limited = await onSecond.create(bin)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/Too many changes to bins/)
  })
})

it('when Redis does not answer, writes go on unlimited instead of failing', async () => {
  const app = await instance({ REDIS_URL: 'redis://127.0.0.1:1' })
  const writer = await signedIn(app, 'no-redis-writer')
  for (let i = 0; i < 4; i++) expect((await writer.create(bin)).statusCode).toBe(201)
}, 30_000)
