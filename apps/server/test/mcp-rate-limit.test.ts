// Made-up keys and tokens at /api/mcp share one bucket per address, instead of each
// getting a fresh per-key bucket; a key found good skips it. On PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.

import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { subscribe } from './support/subscriber.ts'

const RATE = 5

describe.each(testDatabases())('unknown MCP credentials are limited per address on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp-rate-limit', {
      MCP_RATE_LIMIT: String(RATE),
    }))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const toolsList = (bearer: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mcp',
      remoteAddress,
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    })
  const madeUpKey = () => `one_${randomBytes(32).toString('base64url')}`
  const madeUpToken = () => randomBytes(32).toString('base64url')

  it(`past ${RATE} unknown keys or tokens a minute from one address, 429 there only; a good key still works`, async () => {
    const jar = await signedIn(app, 'mcp-unknown-limit')
    await subscribe(app, base, jar)
    const generated = await app.inject({
      method: 'POST',
      url: '/api/one/mcp/generate',
      headers: { ...jar.header(), origin: base },
    })
    const { apiKey } = generated.json() as { apiKey: string }
    // Found good once, from elsewhere.
    expect((await toolsList(apiKey, '10.24.14.3')).statusCode).toBe(200)

    const guesser = '10.24.14.1'
    const statuses: number[] = []
    for (let i = 0; i < RATE; i++)
      statuses.push((await toolsList(i % 2 ? madeUpKey() : madeUpToken(), guesser)).statusCode)
    expect(statuses).toEqual(Array(RATE).fill(401))
    for (const bearer of [madeUpKey(), madeUpToken()]) {
      const limited = await toolsList(bearer, guesser)
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(/unknown keys or tokens from this address/),
      })
    }

    expect((await toolsList(madeUpKey(), '10.24.14.2')).statusCode).toBe(401)
    expect((await toolsList(apiKey, guesser)).statusCode).toBe(200)
  })
})
