// The server's own compression (in place of @fastify/compress) and its refusal of
// compressed request bodies.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await openDatabase({})
  app = await buildTestApp(database)
})

afterAll(async () => {
  await app.close()
  await database.close()
})

describe('compression', () => {
  it('a large JSON answer leaves in the encoding asked for, and decodes to the same document', async () => {
    const plain = await app.inject({ url: '/api/openapi.json' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    // The length sent is the compressed body's, not the document's.
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length)
  })

  it('a client that takes none of the encodings offered gets the answer as it is, asked twice', async () => {
    const plain = await app.inject({ url: '/api/openapi.json' })
    for (let i = 0; i < 2; i++) {
      const answer = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'zstd' } })
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
      expect(answer.body).toBe(plain.body)
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length)
    }
  })

  it('a small answer is sent as it is', async () => {
    const health = await app.inject({ url: '/api/healthz', headers: { 'accept-encoding': 'br' } })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toMatchObject({ status: 'ok', database: 'pglite' })
    expect(health.headers['content-type']).toMatch(/^application\/json/)
  })

  it('a compressed request body is refused with 415 and a message, before it is read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/one/bins',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ title: 'x', content: 'y', language: 'text' })),
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(response.json().message).toMatch(/Content-Encoding "gzip"/)
    // The security headers are on the refusal too.
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
