// Readiness, metrics and request ids, in one process against the real databases.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { connectPostgres, type Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { testDatabases } from './support/databases.ts'
import { freePort } from './support/listening-app.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'

/** The value of one sample line, e.g. `cache_misses_total{cache="bins"}`; 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe.each(testDatabases())('readiness and metrics on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const scrape = async () => {
    const response = await app.inject({ url: '/api/metrics' })
    expect(response.statusCode).toBe(200)
    return response.body
  }

  it('GET /readyz is 200 while the database answers', async () => {
    const response = await app.inject({ url: '/api/readyz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready' })
  })

  it("serves Prometheus' text: process metrics, and durations by route template and status, never the raw URL", async () => {
    await app.inject({ url: '/api/one/bins/NoSuchBin123' })
    const response = await app.inject({ url: '/api/metrics' })
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = response.body
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter')
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    const series = 'method="GET",route="/api/one/bins/:id",status="404"'
    expect(sample(text, `http_request_duration_seconds_count{${series}}`)).toBeGreaterThanOrEqual(1)
    // prom-client's Histogram writes a bucket's `le` first (decision 0040); Prometheus reads labels in any order.
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${series}}`)).toBeGreaterThanOrEqual(
      1,
    )
    expect(text).not.toContain('NoSuchBin123')
  })

  it('counts cache misses and hits of the public lists, and 429s of the rate limits by route', async () => {
    const before = await scrape()
    await app.inject({ url: '/api/one/banners' })
    await app.inject({ url: '/api/one/banners' })
    // Sign-in starts are limited to 30 a minute per address: the 31st is refused.
    for (let i = 0; i < 31; i++) await app.inject({ url: '/api/auth/github/redirect' })
    const after = await scrape()
    const delta = (line: string) => sample(after, line) - sample(before, line)
    expect(delta('cache_misses_total{cache="content"}')).toBeGreaterThanOrEqual(1)
    expect(delta('cache_hits_total{cache="content"}')).toBeGreaterThanOrEqual(1)
    expect(delta('rate_limit_refusals_total{method="GET",route="/api/auth/:provider/redirect"}')).toBe(1)
  })

  it('counts Stripe webhooks by outcome: a bad signature is refused', async () => {
    const before = await scrape()
    const response = await app.inject({
      method: 'POST',
      url: '/api/one/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: '{}',
    })
    expect(response.statusCode).toBe(400)
    const after = await scrape()
    const line = 'stripe_webhooks_total{outcome="refused"}'
    expect(sample(after, line) - sample(before, line)).toBe(1)
  })

  it('reports the pool: its size, and for PostgreSQL the connections in use, idle and waiting', async () => {
    const text = await scrape()
    if (database.kind === 'postgres') {
      expect(sample(text, 'db_pool_max')).toBe(10)
      expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m)
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m)
      expect(text).toMatch(/^db_pool_waiting \d+$/m)
    } else {
      expect(sample(text, 'db_pool_max')).toBe(1)
      expect(text).not.toContain('db_pool_waiting')
    }
  })
})

describe('who may read the metrics', () => {
  let database: Database
  let open: FastifyInstance
  let guarded: FastifyInstance
  beforeAll(async () => {
    database = await testDatabases()[0]!.open()
    open = await buildTestApp(database)
    guarded = await buildTestApp(database, { METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => {
    await open.close()
    await guarded.close()
    await database.close()
  })

  it('without METRICS_TOKEN: this machine only, and not through a proxy', async () => {
    expect((await open.inject({ url: '/api/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
    expect((await open.inject({ url: '/api/metrics', remoteAddress: '::1' })).statusCode).toBe(200)
    const remote = await open.inject({ url: '/api/metrics', remoteAddress: '203.0.113.7' })
    expect(remote.statusCode).toBe(403)
    expect(remote.json()).toEqual({
      code: 'forbidden',
      message: 'The metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere.',
    })
    const proxied = await open.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })
    expect(proxied.statusCode).toBe(403)
  })

  it('with METRICS_TOKEN: only with Authorization: Bearer <token>, from anywhere', async () => {
    const none = await guarded.inject({ url: '/api/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer')
    expect(none.json().code).toBe('unauthorized')
    const wrong = await guarded.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    })
    expect(wrong.statusCode).toBe(401)
    const right = await guarded.inject({
      url: '/api/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('http_request_duration_seconds')
  })

  it('a METRICS_TOKEN shorter than 16 characters stops the server with a line naming it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid environment variable METRICS_TOKEN: must be at least 16 characters',
    )
  })
})

describe('readiness names what is down', () => {
  it('503 naming the database when it does not answer, with Retry-After', async () => {
    const port = await freePort()
    const database = await connectPostgres(`postgres://nobody@127.0.0.1:${port}/none`)
    const app = await buildTestApp(database)
    try {
      const response = await app.inject({ url: '/api/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json()).toEqual({
        message: 'Not ready: the database is not answering.',
        code: 'unavailable',
        down: ['database'],
      })
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('503 naming Redis when REDIS_URL does not answer within a second', async () => {
    const database = await testDatabases()[0]!.open()
    const port = await freePort()
    const app = await buildTestApp(database, { REDIS_URL: `redis://127.0.0.1:${port}` })
    try {
      const started = Date.now()
      const response = await app.inject({ url: '/api/readyz' })
      expect(Date.now() - started).toBeLessThan(1500)
      expect(response.statusCode).toBe(503)
      expect(response.json().down).toEqual(['redis'])
    } finally {
      await app.close()
      await database.close()
    }
  })

  it.runIf(process.env.TEST_REDIS_URL)('200 when REDIS_URL answers', async () => {
    const database = await testDatabases()[0]!.open()
    const app = await buildTestApp(database, { REDIS_URL: process.env.TEST_REDIS_URL! })
    try {
      expect((await app.inject({ url: '/api/readyz' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('503 naming the shutdown from the moment it begins', async () => {
    const database = await testDatabases()[0]!.open()
    const app = await buildTestApp(database)
    try {
      expect((await app.inject({ url: '/api/readyz' })).statusCode).toBe(200)
      app.notReadyAnyMore()
      const response = await app.inject({ url: '/api/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({
        down: ['shutdown'],
        message: 'Not ready: this instance is shutting down.',
      })
    } finally {
      await app.close()
      await database.close()
    }
  })
})

describe('request ids', () => {
  let database: Database
  beforeAll(async () => {
    database = await testDatabases()[0]!.open()
  })
  afterAll(() => database.close())

  it('every answer carries one, refusals too, unique per request', async () => {
    const app = await buildTestApp(database)
    try {
      const a = await app.inject({ url: '/api/healthz' })
      const b = await app.inject({ url: '/api/healthz' })
      const refused = await app.inject({ url: '/api/healthz', headers: { host: 'evil.example' } })
      expect(refused.statusCode).toBe(421)
      const ids = [a, b, refused].map((r) => r.headers['x-request-id'])
      for (const id of ids) expect(id).toMatch(/^[\w-]+-[0-9a-z]+$/)
      expect(new Set(ids).size).toBe(3)
    } finally {
      await app.close()
    }
  })

  it("takes a trusted proxy's X-Request-Id when it is sane, and ignores anyone else's", async () => {
    const direct = await buildTestApp(database)
    const behind = await buildTestApp(database, { TRUST_PROXY: '10.0.0.0/8,loopback' })
    try {
      const id = 'edge-4f1c2a9b:7'
      const fromClient = await direct.inject({ url: '/api/healthz', headers: { 'x-request-id': id } })
      expect(fromClient.headers['x-request-id']).not.toBe(id)
      const fromProxy = await behind.inject({
        url: '/api/healthz',
        remoteAddress: '10.1.2.3',
        headers: { 'x-request-id': id },
      })
      expect(fromProxy.headers['x-request-id']).toBe(id)
      const fromElsewhere = await behind.inject({
        url: '/api/healthz',
        remoteAddress: '203.0.113.7',
        headers: { 'x-request-id': id },
      })
      expect(fromElsewhere.headers['x-request-id']).not.toBe(id)
      for (const insane of ['a'.repeat(129), 'has space', 'line\u2028break', '<script>']) {
        const answer = await behind.inject({ url: '/api/healthz', headers: { 'x-request-id': insane } })
        expect(answer.headers['x-request-id'], insane).not.toBe(insane)
      }
    } finally {
      await direct.close()
      await behind.close()
    }
  })

  it('a number of proxies trusts the nearest one', async () => {
    const behind = await buildTestApp(database, { TRUST_PROXY: '1' })
    try {
      const answer = await behind.inject({
        url: '/api/healthz',
        remoteAddress: '192.0.2.1',
        headers: { 'x-request-id': 'from-the-balancer' },
      })
      expect(answer.headers['x-request-id']).toBe('from-the-balancer')
    } finally {
      await behind.close()
    }
  })
})
