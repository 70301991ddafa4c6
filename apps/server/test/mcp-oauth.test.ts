// MCP clients connect by signing in (decision 0016). The SDK's own OAuth client
// discovers, registers and exchanges; the browser's part (consent as a signed-in subscriber) is
// played with the site's cookies. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.

import { auth } from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { MemoryClient } from './support/mcp-oauth-client.ts'
import type { CookieJar } from './support/sign-in.ts'
import { advanceStripe, subscribe } from './support/subscriber.ts'

const DAY = 24 * 3600

type Answer = Record<string, string & string[]>
/** A JSON answer, read loosely: the test says what it expects of it. */
const jsonOf = async (response: Response) => (await response.json()) as Answer

describe.each(testDatabases())('MCP sign-in with OAuth (docs/decisions/0016) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp-oauth'))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const mcpUrl = () => new URL(`${base}/api/mcp`)
  const inject = (jar: CookieJar, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    app
      .inject({
        method,
        url: url.replace(base, ''),
        headers: { ...jar.header(), ...(method === 'GET' ? {} : { origin: base }) },
        remoteAddress: jar.address,
      })
      .then((response) => jar.take(response))

  async function subscriber(username: string, interval: 'month' | 'year' = 'year') {
    const jar = await signedIn(app, username)
    const { subscription } = await subscribe(app, base, jar, { interval })
    return { jar, subscription }
  }

  /** The browser's part: follow the authorization request to the consent page, and answer it. */
  async function consent(jar: CookieJar, authorizationUrl: URL, answer: 'allow' | 'deny' = 'allow') {
    const started = await inject(jar, 'GET', authorizationUrl.href)
    expect(started.statusCode, started.body).toBe(303)
    const interaction = await inject(jar, 'GET', String(started.headers.location))
    expect(interaction.statusCode).toBe(303)
    const page = new URL(String(interaction.headers.location))
    const uid = page.pathname.split('/').pop()!
    expect(page.pathname).toBe(`/oauth/consent/${uid}`)
    const details = await inject(jar, 'GET', `/api/oauth/interaction/${uid}/details`)
    expect(details.statusCode, details.body).toBe(200)
    const answered = await inject(jar, 'POST', `/api/oauth/interaction/${uid}/${answer}`)
    expect(answered.statusCode, answered.body).toBe(200)
    const resumed = await inject(jar, 'GET', answered.json().redirectTo)
    expect(resumed.statusCode, resumed.body).toBe(303)
    return { uid, details: details.json(), back: new URL(String(resumed.headers.location)) }
  }

  /** A client signed in by `jar`'s subscriber, through the SDK's discovery, registration and exchange. */
  async function signedInClient(jar: CookieJar, name?: string) {
    const client = new MemoryClient(name)
    expect(await auth(client, { serverUrl: mcpUrl() })).toBe('REDIRECT')
    const { back } = await consent(jar, client.authorizationUrl!)
    expect(back.searchParams.get('state')).toBe('state-123')
    const code = back.searchParams.get('code')!
    expect(await auth(client, { serverUrl: mcpUrl(), authorizationCode: code })).toBe('AUTHORIZED')
    return client
  }

  const toolsList = (token: string) =>
    fetch(mcpUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })

  const register = (body: string, contentType = 'application/json') =>
    fetch(`${base}/api/oauth/reg`, { method: 'POST', headers: { 'content-type': contentType }, body })

  describe('discovery', () => {
    it('a 401 from /mcp points at the protected-resource metadata (RFC 9728)', async () => {
      const refused = await fetch(mcpUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toContain(
        `resource_metadata="${base}/.well-known/oauth-protected-resource/api/mcp"`,
      )
    })

    it('the protected-resource metadata names /mcp and our authorization server', async () => {
      const metadata = await jsonOf(await fetch(`${base}/.well-known/oauth-protected-resource/api/mcp`))
      expect(metadata).toMatchObject({
        resource: `${base}/api/mcp`,
        authorization_servers: [`${base}/api/oauth`],
        scopes_supported: ['mcp'],
      })
    })

    it('the authorization-server metadata (RFC 8414): registration, S256 only, code and refresh', async () => {
      const response = await fetch(`${base}/.well-known/oauth-authorization-server/api/oauth`)
      expect(response.status).toBe(200)
      const metadata = await jsonOf(response)
      expect(metadata).toMatchObject({
        issuer: `${base}/api/oauth`,
        registration_endpoint: `${base}/api/oauth/reg`,
        token_endpoint: `${base}/api/oauth/token`,
        authorization_endpoint: `${base}/api/oauth/auth`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
      })
      expect(metadata.grant_types_supported).toEqual(
        expect.arrayContaining(['authorization_code', 'refresh_token']),
      )
    })
  })

  describe('registration (RFC 7591)', () => {
    const client = (redirect: string, extra: object = {}) =>
      JSON.stringify({
        client_name: 'Reg',
        redirect_uris: [redirect],
        token_endpoint_auth_method: 'none',
        ...extra,
      })

    it('registers a client with an https or loopback http redirect', async () => {
      for (const uri of [
        'https://editor.example/callback',
        'http://localhost:1234/cb',
        'http://[::1]:9/cb',
      ]) {
        const registered = await register(client(uri))
        expect(registered.status, await registered.clone().text()).toBe(201)
        expect((await jsonOf(registered)).client_id).toMatch(/^[A-Za-z0-9_-]+$/)
      }
    })

    it('refuses plain http off the machine, other schemes, and fragments with 400', async () => {
      for (const uri of ['http://evil.example/cb', 'javascript:alert(1)', 'https://editor.example/cb#x']) {
        const refused = await register(client(uri))
        expect(refused.status, uri).toBe(400)
        expect((await jsonOf(refused)).error_description).toMatch(/redirect/i)
      }
    })

    it('refuses NUL, lone surrogates, deep nesting, huge bodies and bad JSON with a clear 400', async () => {
      const cases = [
        client('https://a.example/cb', { client_name: 'a\u0000b' }),
        client('https://a.example/cb').replace('"Reg"', '"\\ud800"'),
        client('https://a.example/cb', { contacts: JSON.parse(`${'['.repeat(50)}${']'.repeat(50)}`) }),
        client('https://a.example/cb', { client_name: 'x'.repeat(100_000) }),
        '{"client_name": ',
      ]
      for (const body of cases) {
        const refused = await register(body)
        expect([400, 413], body.slice(0, 60)).toContain(refused.status)
        const answer = await jsonOf(refused)
        expect(answer.error_description ?? answer.message).toBeTruthy()
      }
    })

    it('refuses NUL in an authorization request with 400, before anything is stored', async () => {
      const refused = await fetch(`${base}/api/oauth/auth?client_id=x&state=a%00b`, { redirect: 'manual' })
      expect(refused.status).toBe(400)
      expect((await jsonOf(refused)).message).toMatch(/NUL/)
      // What the provider answers itself keeps the site's security headers (set before it takes over).
      const unknown = await fetch(`${base}/api/oauth/auth?client_id=unknown`, { redirect: 'manual' })
      expect(unknown.status).toBe(400)
      expect(unknown.headers.get('content-security-policy')).toContain("script-src 'self'")
    })

    it('refuses a form post response mode, a NUL in a token request, and bad ids in the site calls', async () => {
      const formPost = await fetch(`${base}/api/oauth/auth?client_id=x&response_mode=form_post`)
      expect(formPost.status).toBe(400)
      expect((await jsonOf(formPost)).message).toMatch(/response_mode=query/)
      const token = await fetch(`${base}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=authorization_code&code=%00&client_id=x',
      })
      expect(token.status).toBe(400)
      expect((await jsonOf(token)).error_description).toMatch(/NUL/)
      const { jar } = await subscriber('oauth-bad-ids')
      for (const url of [
        '/api/oauth/interaction/a%00b/details',
        `/api/oauth/interaction/${'u'.repeat(500)}/details`,
      ]) {
        const refused = await inject(jar, 'GET', url)
        // Too long for the router's parameters is a 404 before the schema is asked.
        expect([400, 404], url).toContain(refused.statusCode)
        expect(refused.body).toBeTruthy()
      }
      const unknown = await inject(jar, 'GET', '/api/oauth/interaction/nothing-here/details')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toMatch(/expired or was already answered/)
      const badClient = await inject(jar, 'DELETE', '/api/one/mcp/clients/%F0%9F%98%80')
      expect(badClient.statusCode).toBe(400)
    })
  })

  describe('authorization code with PKCE, consent, tokens', () => {
    it('an SDK client signs in, lists the tools and calls one as the subscriber', async () => {
      const { jar } = await subscriber('oauth-flow')
      const client = await signedInClient(jar, 'Flow Editor')
      expect(client.saved?.refresh_token).toBeTruthy()
      expect(client.saved?.expires_in).toBeLessThanOrEqual(3600)

      const mcp = new Client({ name: 'oauth-test', version: '1.0.0' })
      await mcp.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: client }))
      const { tools } = await mcp.listTools()
      expect(tools.map((tool) => tool.name)).toContain('account_summary')
      const summary = (await mcp.callTool({ name: 'account_summary', arguments: {} })) as CallToolResult
      expect(summary.isError ?? false).toBe(false)
      expect((summary.content[0] as { text: string }).text).toContain('oauth-flow')
      await mcp.close()
    })

    it('the consent page is told the client name and what it may do', async () => {
      const { jar } = await subscriber('oauth-details')
      const client = new MemoryClient('Details Editor')
      await auth(client, { serverUrl: mcpUrl() })
      const { details } = await consent(jar, client.authorizationUrl!, 'deny')
      expect(details).toMatchObject({ clientName: 'Details Editor', redirectHost: '127.0.0.1:53682' })
      expect(details.abilities.length).toBeGreaterThan(0)
    })

    it('deny sends the client access_denied with its state, and no code', async () => {
      const { jar } = await subscriber('oauth-deny')
      const client = new MemoryClient()
      await auth(client, { serverUrl: mcpUrl() })
      const { back } = await consent(jar, client.authorizationUrl!, 'deny')
      expect(back.searchParams.get('error')).toBe('access_denied')
      expect(back.searchParams.get('state')).toBe('state-123')
      expect(back.searchParams.get('code')).toBeNull()
    })

    it('a second answer to the same request gets 404 or 409, never a second grant', async () => {
      const { jar } = await subscriber('oauth-double')
      const client = new MemoryClient()
      await auth(client, { serverUrl: mcpUrl() })
      const started = await inject(jar, 'GET', client.authorizationUrl!.href)
      const interaction = await inject(jar, 'GET', String(started.headers.location))
      const uid = new URL(String(interaction.headers.location)).pathname.split('/').pop()
      expect((await inject(jar, 'POST', `/api/oauth/interaction/${uid}/allow`)).statusCode).toBe(200)
      const again = await inject(jar, 'POST', `/api/oauth/interaction/${uid}/allow`)
      expect([404, 409]).toContain(again.statusCode)
      expect(again.json().message).toBeTruthy()
    })

    it('the consent needs the site Origin, the session, and a subscriber', async () => {
      const { jar } = await subscriber('oauth-origin')
      const client = new MemoryClient()
      await auth(client, { serverUrl: mcpUrl() })
      const started = await inject(jar, 'GET', client.authorizationUrl!.href)
      const interaction = await inject(jar, 'GET', String(started.headers.location))
      const uid = new URL(String(interaction.headers.location)).pathname.split('/').pop()
      const url = `/api/oauth/interaction/${uid}/allow`
      const foreign = await app.inject({
        method: 'POST',
        url,
        headers: { ...jar.header(), origin: 'https://evil.example' },
      })
      expect(foreign.statusCode).toBe(403)
      const noOrigin = await app.inject({ method: 'POST', url, headers: jar.header() })
      expect(noOrigin.statusCode).toBe(403)
      // The provider's cookies without the site's session: signed out.
      const oauthOnly = jar
        .header()
        .cookie!.split('; ')
        .filter((c) => c.startsWith('one_oauth'))
        .join('; ')
      const guest = await app.inject({ method: 'POST', url, headers: { cookie: oauthOnly, origin: base } })
      expect(guest.statusCode).toBe(401)

      const free = await signedIn(app, 'oauth-free')
      const other = new MemoryClient()
      await auth(other, { serverUrl: mcpUrl() })
      const freeStart = await inject(free, 'GET', other.authorizationUrl!.href)
      const freeInteraction = await inject(free, 'GET', String(freeStart.headers.location))
      const freeUid = new URL(String(freeInteraction.headers.location)).pathname.split('/').pop()
      const notSubscriber = await inject(free, 'POST', `/api/oauth/interaction/${freeUid}/allow`)
      expect(notSubscriber.statusCode).toBe(403)
      expect(notSubscriber.json().message).toMatch(/subscriber/)
    })

    it('another user signing in on the same browser gets a code of their own', async () => {
      const { jar } = await subscriber('oauth-first')
      await signedInClient(jar)
      const second = await signedIn(app, 'oauth-second')
      await subscribe(app, base, second)
      // The same browser: the provider's cookies of the first sign-in, the site session of the second.
      expect(jar.get('one_oauth_session')).toBeTruthy()
      for (const name of ['one_oauth_session', 'one_oauth_session.sig']) {
        const value = jar.get(name)
        if (value) second.take({ cookies: [{ name, value }] } as never)
      }
      const client = await signedInClient(second, 'Second Editor')
      const listed = await inject(second, 'GET', '/api/one/mcp/clients')
      expect(listed.json().clients).toEqual([expect.objectContaining({ clientName: 'Second Editor' })])
      expect((await toolsList(client.saved!.access_token)).status).toBe(200)
    })

    it('PKCE is required: an authorization request without a code challenge is refused', async () => {
      const { jar } = await subscriber('oauth-pkce')
      const client = new MemoryClient()
      await auth(client, { serverUrl: mcpUrl() })
      const url = new URL(client.authorizationUrl!)
      url.searchParams.delete('code_challenge')
      url.searchParams.delete('code_challenge_method')
      const refused = await inject(jar, 'GET', url.href)
      const location = new URL(String(refused.headers.location))
      expect(location.searchParams.get('error')).toBe('invalid_request')
      expect(location.searchParams.get('error_description')).toMatch(/PKCE|code_challenge/)
    })

    it('a wrong code verifier gets no token', async () => {
      const { jar } = await subscriber('oauth-verifier')
      const client = new MemoryClient()
      await auth(client, { serverUrl: mcpUrl() })
      const { back } = await consent(jar, client.authorizationUrl!)
      client.verifier = 'x'.repeat(43)
      await expect(
        auth(client, { serverUrl: mcpUrl(), authorizationCode: back.searchParams.get('code')! }),
      ).rejects.toThrow()
      expect(client.saved).toBeUndefined()
    })

    it('refresh gives a new access token and a new refresh token; the old refresh token is spent', async () => {
      const { jar } = await subscriber('oauth-refresh')
      const client = await signedInClient(jar)
      const first = client.saved!
      const refresh = (refreshToken: string) =>
        fetch(`${base}/api/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: refreshToken,
            client_id: client.info!.client_id,
          }),
        })
      const refreshed = await refresh(first.refresh_token!)
      expect(refreshed.status).toBe(200)
      const second = (await refreshed.json()) as OAuthTokens
      expect(second.access_token).not.toBe(first.access_token)
      expect(second.refresh_token).not.toBe(first.refresh_token)
      expect((await toolsList(second.access_token)).status).toBe(200)
      const reused = await refresh(first.refresh_token!)
      expect(reused.status).toBe(400)
      expect((await jsonOf(reused)).error).toBe('invalid_grant')
    })

    it('tokens are kept only as hashes', async () => {
      const { jar } = await subscriber('oauth-hashed')
      const client = await signedInClient(jar)
      const rows = await database.db.execute(`select payload::text as p, id_hash from mcp_oauth_records`)
      const text = JSON.stringify(rows)
      expect(text).not.toContain(client.saved!.access_token)
      expect(text).not.toContain(client.saved!.refresh_token!)
    })
  })

  describe('connected clients and revoke', () => {
    it('lists the client by name; revoking it makes its next call 401', async () => {
      const { jar } = await subscriber('oauth-revoke')
      const client = await signedInClient(jar, 'Revoked Editor')
      expect((await toolsList(client.saved!.access_token)).status).toBe(200)
      const listed = await inject(jar, 'GET', '/api/one/mcp/clients')
      expect(listed.statusCode).toBe(200)
      const { clients } = listed.json() as { clients: { clientId: string; clientName: string }[] }
      expect(clients).toEqual([
        expect.objectContaining({ clientName: 'Revoked Editor', clientId: client.info!.client_id }),
      ])

      const revoked = await inject(jar, 'DELETE', `/api/one/mcp/clients/${client.info!.client_id}`)
      expect(revoked.statusCode).toBe(204)
      const refused = await toolsList(client.saved!.access_token)
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"')
      expect((await inject(jar, 'GET', '/api/one/mcp/clients')).json().clients).toEqual([])
      const again = await inject(jar, 'DELETE', `/api/one/mcp/clients/${client.info!.client_id}`)
      expect(again.statusCode).toBe(404)
    })

    it('a made-up token gets 401 with the metadata pointer', async () => {
      const refused = await toolsList('x'.repeat(5000))
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toContain('resource_metadata=')
      expect((await jsonOf(refused)).message).toMatch(/sign in again/i)
    })
  })

  // Last: it moves the emulator's clock past every monthly period of this file.
  describe('a subscription that ends', () => {
    it('the access token of a user who no longer subscribes gets 403', async () => {
      const { jar, subscription } = await subscriber('oauth-ends', 'month')
      const client = await signedInClient(jar)
      const canceled = await inject(jar, 'POST', `/api/one/cancel?subscriptionId=${subscription.id}`)
      expect(canceled.statusCode).toBe(200)
      await advanceStripe(base, 32 * DAY)
      const refused = await toolsList(client.saved!.access_token)
      expect(refused.status).toBe(403)
      expect((await jsonOf(refused)).message).toMatch(/subscri/)
    })
  })
})
