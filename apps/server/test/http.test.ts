import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await openDatabase({})
  app = await buildTestApp(database, { BODY_LIMIT: '2048' })
  app.post('/api/echo', async (request) => request.body)
  app.get('/api/boom', async () => {
    throw new Error('secret detail at /srv/app.js:12')
  })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
})

describe('GET /api/healthz', () => {
  it('answers ok with the database it checked', async () => {
    const response = await app.inject('/api/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: 'pglite' })
  })
})

describe('every error is JSON {message, code} with a fitting status (DESIGN: contracts)', () => {
  it('unknown /api route: 404', async () => {
    const response = await app.inject('/api/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      message: 'There is no GET /api/no-such-thing here.',
      code: 'not_found',
    })
  })

  it('malformed JSON: 400 with a readable message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'bad_json' })
  })

  it('body over the limit: 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'too_large' })
  })

  it('a body type the API does not take: 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-shockwave-flash' },
      payload: 'x',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('unsupported_media_type')
  })

  it('an unexpected failure: 500 without a stack trace or internal detail', async () => {
    const response = await app.inject('/api/boom')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal',
    })
    expect(response.body).not.toContain('/srv/app.js')
  })
})

describe('state-changing requests from other sites are refused (DESIGN: contracts)', () => {
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    })

  it('accepts the site own origin', async () => {
    expect((await post({ origin: 'http://one.test' })).statusCode).toBe(200)
  })

  it('refuses a foreign origin with 403 and says which', async () => {
    const response = await post({ origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      message: 'Requests from https://evil.example are not allowed.',
      code: 'forbidden_origin',
    })
  })

  it('refuses a cookie-carrying request with no origin at all', async () => {
    expect((await post({ cookie: 'one_session=abc' })).statusCode).toBe(403)
  })

  it('lets a script without cookies call without an origin', async () => {
    expect((await post({})).statusCode).toBe(200)
  })
})

describe('security headers and documents', () => {
  it('sends a content security policy under which nothing loads or runs, and no framing', async () => {
    const response = await app.inject('/api/healthz')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/openapi.json')
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(document.servers).toEqual([{ url: '/api' }])
    expect(document.paths['/healthz'].get.responses['200']).toBeDefined()
  })
})
