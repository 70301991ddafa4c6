// Answers compressed as they leave (@fastify/compress, decision 0040) and the refusal
// of compressed request bodies.
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AT_ONCE_BYTES, compressAtOnce, decompress } from '../../../scripts/compression.mjs'
import { type Database, openDatabase } from '../src/db/database.ts'
import { compression } from '../src/plugins/compression.ts'
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
    expect(decompress(br.rawPayload, 'br').toString()).toBe(plain.body)
    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decompress(gzip.rawPayload, 'gzip').toString()).toBe(plain.body)
    // Past 64 KiB it is compressed on the thread pool as a stream (decision 0034), sent without a
    // length rather than with the document's.
    expect(plain.rawPayload.length).toBeGreaterThan(AT_ONCE_BYTES)
    expect(br.headers['content-length']).toBeUndefined()
    expect(gzip.headers['content-length']).toBeUndefined()
  })

  it("an answer under 64 KiB is compressed at once, and its length is the compressed body's", async () => {
    const server = Fastify()
    await server.register(compression)
    const document = { lines: Array.from({ length: 300 }, (_, i) => `const answer${i} = 42 // a line`) }
    server.get('/document', async () => document)
    const plain = await server.inject({ url: '/document' })
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024)
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await server.inject({ url: '/document', headers: { 'accept-encoding': encoding } })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(decompress(answer.rawPayload, encoding).toString()).toBe(plain.body)
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length)
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    }
    await server.close()
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
      payload: compressAtOnce(
        Buffer.from(JSON.stringify({ title: 'x', content: 'y', language: 'text' })),
        'gzip',
      ),
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' })
    expect(response.json().message).toMatch(/Content-Encoding "gzip"/)
    // The security headers are on the refusal too.
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
