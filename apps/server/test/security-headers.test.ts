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

// Worked out once at start. Every answer carries the headers that act on any answer; an
// HTML document, and an answer handed to another library (which may write a page), all of helmet's.
const answerHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
]
const documentOnly = [
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

describe('security headers: the same on every kind of answer, and a document gets its own', () => {
  beforeAll(() => {
    app.get('/test/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<p>a page</p>'),
    )
    app.get('/test/framed-page', async (_request, reply) =>
      reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', 'frame-ancestors *')
        .type('text/html')
        .send('<p>embedded</p>'),
    )
  })

  it('a JSON route, a 404 and a refused write: a policy under which nothing loads, no framing, no sniffing', async () => {
    const answers = await Promise.all([
      app.inject('/api/healthz'),
      app.inject('/api/no-such-thing'),
      app.inject({ method: 'POST', url: '/api/one/bins', headers: { origin: 'https://evil.example' } }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 403])
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      // The sibling sites of the ecosystem read them (FACTS 13).
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      for (const name of documentOnly) expect(answer.headers[name], name).toBeUndefined()
    }
    // PUBLIC_URL is http here: no HSTS, which would pin a plain-http site.
    expect(answers[0]!.headers['strict-transport-security']).toBeUndefined()
  })

  it("an HTML answer and one handed to oidc-provider carry all of helmet's headers with the page policy", async () => {
    const answers = [
      await app.inject('/test/page'),
      await app.inject('/.well-known/oauth-authorization-server'),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    for (const answer of answers) {
      const policy = String(answer.headers['content-security-policy'])
      expect(policy).toContain("script-src 'self'")
      expect(policy).toContain("frame-ancestors 'none'")
      for (const name of [...answerHeaders, ...documentOnly]) expect(answer.headers[name], name).toBeDefined()
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
  })

  it('a page that set its own framing rules keeps them and gets the rest', async () => {
    const answer = await app.inject('/test/framed-page')
    expect(answer.headers['content-security-policy']).toBe('frame-ancestors *')
    expect(answer.headers['x-frame-options']).toBeUndefined()
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('HSTS on an https site', async () => {
    const https = await buildTestApp(database, { PUBLIC_URL: 'https://one.test' })
    const answer = await https.inject({ url: '/api/healthz', headers: { host: 'one.test' } })
    await https.close()
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
