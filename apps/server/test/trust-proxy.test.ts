import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { site } from './support/bins-client.ts'

let database: Database
const apps: FastifyInstance[] = []

beforeAll(async () => {
  database = await openDatabase({})
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await database.close()
})

async function server(env: Record<string, string> = {}) {
  const app = await buildTestApp(database, { BIN_WRITE_LIMIT: '2', ...env })
  app.get('/probe/ip', async (request) => ({ ip: request.ip }))
  apps.push(app)
  return app
}

const fromProxy = (app: FastifyInstance, url: string, forwardedFor: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({
    method,
    url,
    remoteAddress: '10.0.0.1',
    headers: {
      'x-forwarded-for': forwardedFor,
      origin: site,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: '{"content":"x"}' } : {}),
  })

describe('TRUST_PROXY: proxies are configured, not assumed (docs/decisions/0006)', () => {
  it('unset, the socket is the client and X-Forwarded-For is ignored', async () => {
    const app = await server()
    expect((await fromProxy(app, '/probe/ip', '203.0.113.9')).json()).toEqual({ ip: '10.0.0.1' })
  })

  it('unset, a client cannot escape an address budget by inventing X-Forwarded-For', async () => {
    const app = await server()
    const statuses = []
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await fromProxy(app, '/api/one/bins', address, 'POST')).statusCode)
    }
    expect(statuses).toEqual([401, 401, 429])
  })

  it('a number of hops believes that many proxies', async () => {
    const app = await server({ TRUST_PROXY: '1' })
    expect((await fromProxy(app, '/probe/ip', '198.51.100.7, 203.0.113.9')).json()).toEqual({
      ip: '203.0.113.9',
    })
    const statuses = []
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await fromProxy(app, '/api/one/bins', address, 'POST')).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401])
  })

  it('a list of addresses believes only those proxies', async () => {
    const trusted = await server({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })
    expect((await fromProxy(trusted, '/probe/ip', '203.0.113.9')).json()).toEqual({ ip: '203.0.113.9' })
    const other = await server({ TRUST_PROXY: '192.168.0.1' })
    expect((await fromProxy(other, '/probe/ip', '203.0.113.9')).json()).toEqual({ ip: '10.0.0.1' })
  })

  it('refuses anything else with a message naming the variable', () => {
    for (const bad of ['true', '0', 'proxy.example.com', '10.0.0.1/abc', '10.0.0.1,,nope']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid environment variable TRUST_PROXY: /)
    }
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'loopback, ::1' }).trustProxy).toEqual(['loopback', '::1'])
  })
})
