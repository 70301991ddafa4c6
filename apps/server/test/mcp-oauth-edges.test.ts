// The MCP sign-in's edges an official client trips on (decision 0033): a registration that names no
// token endpoint method is a public client with no secret; the metadata names no userinfo endpoint no
// token could reach; the rate limit answers in OAuth's error shape. Played by openid-client and
// oauth4webapi, the browser's consent with a subscriber's cookies. On PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.

import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { FastifyInstance } from 'fastify'
import * as oauth from 'oauth4webapi'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { consentThrough } from './support/mcp-consent.ts'
import type { CookieJar } from './support/sign-in.ts'
import { subscribe } from './support/subscriber.ts'

const LOOPBACK = 'http://127.0.0.1:53682/callback'
const insecure: oidc.DiscoveryRequestOptions = {
  algorithm: 'oauth2',
  execute: [oidc.allowInsecureRequests],
}

describe.each(testDatabases())('MCP sign-in edges (decision 0033) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  let jar: CookieJar

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp-oauth-edges'))
    jar = await signedIn(app, 'oauth-edges')
    await subscribe(app, base, jar)
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const issuer = () => new URL(`${base}/api/oauth`)
  const mcpUrl = () => `${base}/api/mcp`

  /** Registration as openid-client does it, with what the client names and nothing else. */
  const register = (metadata: Partial<oidc.ClientMetadata>, auth?: oidc.ClientAuth) =>
    oidc.dynamicClientRegistration(
      issuer(),
      { client_name: 'Edge Editor', redirect_uris: [LOOPBACK], ...metadata },
      auth,
      insecure,
    )

  /** The authorization code grant with PKCE through openid-client, consented to by the subscriber. */
  async function signIn(config: oidc.Configuration, scope = 'mcp') {
    const verifier = oidc.randomPKCECodeVerifier()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: LOOPBACK,
      scope,
      state: 'edge-state',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      resource: mcpUrl(),
    })
    const { back } = await consentThrough(app, base, jar, url)
    return oidc.authorizationCodeGrant(
      config,
      back,
      { pkceCodeVerifier: verifier, expectedState: 'edge-state' },
      { resource: mcpUrl() },
    )
  }

  async function listsTools(accessToken: string) {
    const client = new Client({ name: 'edge', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(mcpUrl()), {
        requestInit: { headers: { authorization: `Bearer ${accessToken}` } },
      }),
    )
    const { tools } = await client.listTools()
    await client.close()
    expect(tools.map((tool) => tool.name)).toContain('account_summary')
  }

  describe('registration (RFC 7591)', () => {
    it('without token_endpoint_auth_method: a public client (none) with no secret, which signs in', async () => {
      const config = await register({})
      const registered = config.clientMetadata()
      expect(registered.token_endpoint_auth_method).toBe('none')
      expect(registered.client_secret).toBeUndefined()
      expect(registered.client_secret_expires_at).toBeUndefined()
      const tokens = await signIn(config)
      expect(tokens.scope).toBe('mcp')
      await listsTools(tokens.access_token)
    })

    it('with client_secret_basic: a secret that works at the token endpoint, and a wrong one that does not', async () => {
      const config = await register(
        { token_endpoint_auth_method: 'client_secret_basic' },
        oidc.ClientSecretBasic(),
      )
      const { client_id, client_secret, token_endpoint_auth_method } = config.clientMetadata()
      expect(token_endpoint_auth_method).toBe('client_secret_basic')
      expect(client_secret).toEqual(expect.any(String))
      const tokens = await signIn(config)
      await listsTools(tokens.access_token)

      const wrong = new oidc.Configuration(
        config.serverMetadata(),
        client_id,
        { client_secret: 'not-the-secret' },
        oidc.ClientSecretBasic(),
      )
      oidc.allowInsecureRequests(wrong)
      await expect(signIn(wrong)).rejects.toMatchObject({
        status: 401,
        cause: [{ scheme: 'basic', parameters: { error: 'invalid_client' } }],
      })
    })
  })

  describe('userinfo', () => {
    it('is not advertised, and an OpenID client still signs in with an ID token naming the account', async () => {
      const config = await oidc.discovery(issuer(), 'unused', undefined, undefined, insecure)
      expect(config.serverMetadata().userinfo_endpoint).toBeUndefined()
      const registered = await register({})
      const tokens = await signIn(registered, 'openid mcp')
      expect(tokens.claims()?.sub).toMatch(/^[0-9a-f-]{36}$/)
      // The library's path for it is gone too: a JSON 404, not a page, not insufficient_scope.
      const me = await fetch(`${base}/api/oauth/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
      expect(me.status).toBe(404)
      expect(me.headers.get('www-authenticate')).toBeNull()
      expect(await me.json()).toEqual({ message: 'There is no GET /api/oauth/me here.', code: 'not_found' })
    })
  })

  describe('the rate limit on /oauth/*', () => {
    it("answers 429 in RFC 6749's error shape with Retry-After, and keeps {message, code}", async () => {
      const token = { grant_type: 'authorization_code', code: 'x', client_id: 'x', redirect_uri: LOOPBACK }
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(token).toString(),
          remoteAddress: '203.0.113.77',
        })
      let last = await post()
      for (let call = 1; call < 61 && last.statusCode !== 429; call++) last = await post()
      expect(last.statusCode).toBe(429)
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
      expect(last.headers['cache-control']).toBe('no-store')
      const body = last.json()
      expect(body).toMatchObject({ error: 'slow_down', code: 'rate_limited' })
      expect(body.error_description).toMatch(/Too many OAuth requests/)
      expect(body.message).toBe(body.error_description)

      // oauth4webapi reads it as an OAuth error response, its code and description intact.
      const as = await oauth.processDiscoveryResponse(
        issuer(),
        await oauth.discoveryRequest(issuer(), { algorithm: 'oauth2', [oauth.allowInsecureRequests]: true }),
      )
      const response = new Response(last.body, {
        status: 429,
        headers: { 'content-type': String(last.headers['content-type']) },
      })
      const refused = oauth.processGenericTokenEndpointResponse(as, { client_id: 'x' }, response)
      await expect(refused).rejects.toBeInstanceOf(oauth.ResponseBodyError)
      await expect(refused).rejects.toMatchObject({ error: 'slow_down', status: 429 })
      // Another address is not slowed, and other errors keep the site's shape.
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=authorization_code&code=%00',
        remoteAddress: '203.0.113.78',
      })
      expect(elsewhere.statusCode).toBe(400)
      expect(elsewhere.json()).toMatchObject({ code: 'bad_request' })
    })
  })
})
