// Decisions 0016 and 0037: every path of the OAuth provider (oidc-provider under /api/oauth) answers a
// wrong method with a JSON 405 naming the methods it takes, never a 500; the provider's failures and
// refusals reach the server's log with the request's id. On PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { testDatabases } from './support/databases.ts'

type LogLine = { level: number; msg: string; reqId?: string; route?: string; error?: string }

describe.each(testDatabases())('the OAuth provider’s paths on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  const lines: LogLine[] = []

  beforeAll(async () => {
    database = await open()
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    app = await buildTestApp(database, { LOG_LEVEL: 'info' }, { logStream })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const ask = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD',
    url: string,
    form?: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...headers,
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { payload: form }),
    })
  const linesOf = (id: unknown) => lines.filter((line) => line.reqId === id)

  it('GET /api/oauth/device/auth is a JSON 405 that says to POST, not a 500', async () => {
    const answer = await ask('GET', '/api/oauth/device/auth')
    expect(answer.statusCode).toBe(405)
    expect(answer.headers.allow).toBe('POST, OPTIONS')
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers['cache-control']).toBe('no-store')
    const message = '/api/oauth/device/auth takes POST or OPTIONS, not GET.'
    expect(answer.json()).toEqual({
      error: 'invalid_request',
      error_description: message,
      code: 'method_not_allowed',
      message,
    })
  })

  it('every endpoint the provider advertises refuses another method with 405 and takes its own', async () => {
    const metadata = (await ask('GET', '/api/oauth/.well-known/openid-configuration')).json()
    const takes: Record<string, 'GET' | 'POST'> = {
      authorization_endpoint: 'GET',
      jwks_uri: 'GET',
      end_session_endpoint: 'GET',
      token_endpoint: 'POST',
      registration_endpoint: 'POST',
      revocation_endpoint: 'POST',
      device_authorization_endpoint: 'POST',
    }
    for (const [name, method] of Object.entries(takes)) {
      const path = new URL(String(metadata[name])).pathname
      expect(path, name).toMatch(/^\/api\/oauth\//)
      for (const wrong of ['DELETE', 'PUT', 'PATCH', method === 'GET' ? 'POST' : 'GET'] as const) {
        const refused = await ask(wrong, path)
        expect(refused.statusCode, `${wrong} ${path}`).toBe(405)
        expect(String(refused.headers.allow), `${wrong} ${path}`).toContain(method)
        expect(refused.json(), `${wrong} ${path}`).toMatchObject({ code: 'method_not_allowed' })
      }
      const taken = await ask(method, path, method === 'POST' ? '' : undefined)
      expect(taken.statusCode, `${method} ${path}`).not.toBe(405)
      expect(taken.statusCode, `${method} ${path}`).toBeLessThan(500)
      expect(taken.body, `${method} ${path}`).not.toContain('There is no')
    }
    // HEAD goes where GET does.
    expect((await ask('HEAD', '/api/oauth/jwks')).statusCode).toBe(200)
    expect((await ask('HEAD', '/api/oauth/token')).statusCode).toBe(405)
  })

  it('a path the provider does not have stays a JSON 404', async () => {
    const answer = await ask('GET', '/api/oauth/nothing-here')
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({
      message: 'There is no GET /api/oauth/nothing-here here.',
      code: 'not_found',
    })
  })

  it("the provider's server_error is logged as an error with the request's id", async () => {
    // The database loses the provider's table for a moment: the device code cannot be saved.
    await database.db.execute(sql`alter table mcp_oauth_records rename to mcp_oauth_records_away`)
    try {
      const failed = await ask('POST', '/api/oauth/device/auth', 'client_id=one-cli&scope=bins')
      expect(failed.statusCode).toBe(500)
      expect(failed.json()).toMatchObject({ error: 'server_error' })
      const id = failed.headers['x-request-id']
      expect(id).toBeTruthy()
      expect(linesOf(id)).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'the OAuth provider failed',
          route: 'device_authorization',
        }),
      )
    } finally {
      await database.db.execute(sql`alter table mcp_oauth_records_away rename to mcp_oauth_records`)
    }
    expect((await ask('POST', '/api/oauth/device/auth', 'client_id=one-cli&scope=bins')).statusCode).toBe(200)
  })

  it('a sign-in resumed without its cookie is a JSON 400 that says to start again, not a 500', async () => {
    for (const path of ['/api/oauth/device/NoSuchInteraction', '/api/oauth/auth/NoSuchInteraction']) {
      const refused = await ask('GET', path)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        error: 'invalid_request',
        message:
          'This sign-in was not started in this browser, or it has ended. Start it again from the app that asked.',
      })
    }
  })

  it('an error that escapes the provider’s own handlers is JSON and logged with the request’s id', async () => {
    // A device sign-in resumed with a cookie the provider did not sign.
    const failed = await ask('GET', '/api/oauth/device/NoSuchInteraction', undefined, {
      cookie: 'one_oauth_resume=forged',
    })
    expect(failed.statusCode).toBe(500)
    expect(failed.headers['content-type']).toMatch(/^application\/json/)
    expect(failed.json()).toMatchObject({ error: 'server_error', code: 'internal' })
    expect(linesOf(failed.headers['x-request-id'])).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'the OAuth provider failed' }),
    )
  })

  it("the provider's refusals are logged at info with the request's id and the OAuth error", async () => {
    const refused = await ask('POST', '/api/oauth/token', 'grant_type=password&client_id=one-cli')
    expect(refused.statusCode).toBe(400)
    const { error } = refused.json()
    expect(linesOf(refused.headers['x-request-id'])).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'the OAuth provider refused a request',
        route: 'token',
        error,
      }),
    )
  })
})
