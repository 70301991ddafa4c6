import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { beforeAll, describe, expect, it } from 'vitest'
import { binsClient, signedIn } from './support/bins-client.ts'
import { sharedInstances } from './support/instances.ts'

const redisUrl = process.env.TEST_REDIS_URL
const { instance: server } = await sharedInstances()
const instance = (env: Record<string, string>) => server({ BIN_WRITE_LIMIT: '3', ...env })

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

it('when Redis does not answer, writes are neither failed nor unlimited: this instance counts them (docs/decisions/0006)', async () => {
  const app = await instance({ REDIS_URL: 'redis://127.0.0.1:1' })
  const writer = await signedIn(app, 'no-redis-writer')
  for (let i = 0; i < 3; i++) expect((await writer.create(bin)).statusCode).toBe(201)
  expect((await writer.create(bin)).statusCode).toBe(429)
}, 30_000)

// Why the store option holds our counters (decision 0039): with only the plugin's public `redis`
// option, a Redis that does not answer either fails every limited request or lifts the limit.
describe("@fastify/rate-limit's public redis option while Redis does not answer", () => {
  async function limitedApp(skipOnError: boolean) {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    redis.on('error', () => {})
    const app = Fastify()
    await app.register(fastifyRateLimit, { global: false, redis, skipOnError })
    app.get('/', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok')
    return { app, redis }
  }

  it.each([
    [false, 'fails them', [500, 500, 500, 500]],
    [true, 'lifts the limit', [200, 200, 200, 200]],
  ])('skipOnError %s %s', async (skipOnError, _what, statuses) => {
    const { app, redis } = await limitedApp(skipOnError)
    const answers = []
    for (let i = 0; i < 4; i++) answers.push((await app.inject('/')).statusCode)
    expect(answers).toEqual(statuses)
    await app.close()
    redis.disconnect()
  })
})
