import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, requestForLog } from '../src/config/logger.ts'
import { maskOauthParams, maskUrlPassword } from '../src/config/redact.ts'

describe('request logs do not carry what could sign someone in (docs/decisions/0008: secrets never reach output)', () => {
  it("masks a callback's OAuth code and state, and keeps the rest of the URL", () => {
    expect(maskOauthParams('/api/auth/github/callback?code=0a1b2c&state=s3cr3t&next=%2Fbins')).toBe(
      '/api/auth/github/callback?code=***&state=***&next=%2Fbins',
    )
    expect(maskOauthParams('/api/auth/discord/callback?error=access_denied&state=abc')).toBe(
      '/api/auth/discord/callback?error=access_denied&state=***',
    )
    expect(maskOauthParams('/api/one/bins?filter=pinned')).toBe('/api/one/bins?filter=pinned')
    expect(maskOauthParams('/api/one/bins')).toBe('/api/one/bins')
  })

  it('the request serializer gives method, masked URL and addresses, never headers or body', () => {
    const logged = requestForLog({
      method: 'GET',
      url: '/api/auth/shopify/callback?state=xyz&code=abc',
      host: 'one.example',
      ip: '203.0.113.9',
      socket: { remotePort: 41234 },
      headers: { cookie: 'one_session=token' },
      body: { content: 'a bin' },
    } as Parameters<typeof requestForLog>[0])
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/auth/shopify/callback?state=***&code=***',
      host: 'one.example',
      remoteAddress: '203.0.113.9',
      remotePort: 41234,
    })
  })

  it('a server with these logger options writes no code or state of a callback in any line', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } })
    app.get('/api/auth/github/callback', async () => 'ok')
    await app.inject('/api/auth/github/callback?code=GITHUB-CODE-123&state=STATE-456')
    await app.close()
    expect(lines.join('')).toContain('/api/auth/github/callback?code=***&state=***')
    expect(lines.join('')).not.toMatch(/GITHUB-CODE-123|STATE-456/)
  })

  it("shows a URL's user and host but not its password", () => {
    expect(maskUrlPassword('postgres://one:hunter2@db.internal:5432/one')).toBe(
      'postgres://one:***@db.internal:5432/one',
    )
    expect(maskUrlPassword('rediss://:p%40ss@cache:6380')).toBe('rediss://:***@cache:6380')
    expect(maskUrlPassword('postgres://one@db/one')).toBe('postgres://one@db/one')
    expect(maskUrlPassword('postgres//one:pa/ss@word@db/one')).toBe('postgres//***@db/one')
  })
})
