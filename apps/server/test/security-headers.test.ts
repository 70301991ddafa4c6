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

// Worked out once at start (issue 26): every answer still carries all of helmet's headers.
const securityHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

describe('security headers, the same on every kind of answer', () => {
  it('a JSON route, a 404, a refused write and an answer handed to oidc-provider', async () => {
    const answers = await Promise.all([
      app.inject('/api/healthz'),
      app.inject('/api/no-such-thing'),
      app.inject({ method: 'POST', url: '/api/one/bins', headers: { origin: 'https://evil.example' } }),
      app.inject('/.well-known/oauth-authorization-server'),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 403, 200])
    const [first] = answers
    for (const answer of answers) {
      for (const name of securityHeaders) expect(answer.headers[name], name).toBe(first!.headers[name])
    }
    expect(first!.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(first!.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(first!.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(first!.headers['x-frame-options']).toBe('SAMEORIGIN')
    // PUBLIC_URL is http here: no HSTS, which would pin a plain-http site.
    expect(first!.headers['strict-transport-security']).toBeUndefined()
  })

  it('HSTS on an https site', async () => {
    const https = await buildTestApp(database, { PUBLIC_URL: 'https://one.test' })
    const answer = await https.inject({ url: '/api/healthz', headers: { host: 'one.test' } })
    await https.close()
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
