import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectPostgres, type Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

describe('a database that cannot be reached (docs/decisions/0008)', () => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once.
    database = await connectPostgres('postgres://one:secret@127.0.0.1:1/one')
    app = await buildTestApp(database)
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const unavailable = {
    message: 'The database is not answering. Please try again in a moment.',
    code: 'unavailable',
  }

  it('answers a request that needs it with 503 {message, code: unavailable}, quickly', async () => {
    const started = Date.now()
    const response = await app.inject('/api/healthz')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual(unavailable)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.body).not.toContain('secret')
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
