// An MCP sign-in every client can finish (RFC 6749, 7009, 8252, 8414, 9728; the MCP
// authorization spec), each case played by the official MCP SDK's client and its auth helpers, the
// browser's consent played with a subscriber's cookies. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.

import {
  discoverOAuthServerInfo,
  exchangeAuthorization,
  extractWWWAuthenticateParams,
  refreshAuthorization,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InvalidGrantError } from '@modelcontextprotocol/sdk/server/auth/errors.js'
import type { OAuthClientInformationFull, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js'
import type { FastifyInstance } from 'fastify'
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose'
import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { consentThrough } from './support/mcp-consent.ts'
import type { CookieJar } from './support/sign-in.ts'
import { subscribe } from './support/subscriber.ts'

const LOOPBACK = 'http://127.0.0.1:53682/callback'

describe.each(testDatabases())('MCP sign-in every client can finish on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  let jar: CookieJar
  const clients: Client[] = []

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp-oauth-clients'))
    jar = await signedIn(app, 'oauth-clients')
    await subscribe(app, base, jar)
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    await app.close()
    await database.close()
  })

  const mcpUrl = () => new URL(`${base}/api/mcp`)

  /** What an MCP client learns first: where to sign in (RFC 9728, then RFC 8414), through the SDK. */
  async function discover() {
    const info = await discoverOAuthServerInfo(mcpUrl())
    return { issuer: new URL(info.authorizationServerUrl), metadata: info.authorizationServerMetadata! }
  }

  /** Registration, authorization and the code's exchange, each through the SDK's own helper. */
  async function signIn({
    redirect = LOOPBACK,
    registered = [redirect],
    scope = 'mcp',
    registeredScope,
    proof,
  }: {
    redirect?: string
    registered?: string[]
    /** What the SDK's auth() asks for, from the resource's metadata; null asks for none. */
    scope?: string | null
    /** The scope the client registers with (RFC 7591), when it names one. */
    registeredScope?: string
    /** A DPoP-minded client's proof (RFC 9449), added to its token request through the SDK's hook. */
    proof?: (headers: Headers, tokenUrl: URL) => Promise<void>
  } = {}) {
    const { issuer, metadata } = await discover()
    const clientInformation: OAuthClientInformationFull = await registerClient(issuer, {
      metadata,
      clientMetadata: {
        client_name: 'Issue 24 Editor',
        redirect_uris: registered,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        ...(registeredScope && { scope: registeredScope }),
      },
    })
    const { authorizationUrl, codeVerifier } = await startAuthorization(issuer, {
      metadata,
      clientInformation,
      redirectUrl: redirect,
      scope: scope ?? undefined,
      state: 'state-24',
      resource: mcpUrl(),
    })
    const { back, consents, details } = await consentThrough(app, base, jar, authorizationUrl)
    expect(consents).toBe(1)
    expect(back.searchParams.get('error_description')).toBeNull()
    expect(back.href.split('?')[0]).toBe(redirect)
    const tokens = await exchangeAuthorization(issuer, {
      metadata,
      clientInformation,
      authorizationCode: back.searchParams.get('code')!,
      codeVerifier,
      redirectUri: redirect,
      resource: mcpUrl(),
      addClientAuthentication:
        proof &&
        (async (headers, params, url) => {
          params.set('client_id', clientInformation.client_id)
          await proof(headers, new URL(url))
        }),
    })
    return { issuer, metadata, clientInformation, tokens, details }
  }

  /** The SDK's MCP client, sending the access token as its bearer. */
  async function connect(tokens: OAuthTokens) {
    const client = new Client({ name: 'issue-24', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(mcpUrl(), {
        requestInit: { headers: { authorization: `Bearer ${tokens.access_token}` } },
      }),
    )
    clients.push(client)
    return client
  }

  async function listsTools(tokens: OAuthTokens) {
    const { tools } = await (await connect(tokens)).listTools()
    expect(tools.map((tool) => tool.name)).toContain('account_summary')
  }

  it('item 6: a request without a scope gets the default scope mcp, and the token works', async () => {
    const { tokens, details } = await signIn({ scope: null })
    expect(tokens.scope).toBe('mcp')
    expect(details).toMatchObject({ clientName: 'Issue 24 Editor' })
    await listsTools(tokens)
  })

  it('item 7: scope "openid mcp" asks once and gets an ID token; no scope ever loops', async () => {
    const { issuer, metadata, clientInformation, tokens } = await signIn({ scope: 'openid mcp' })
    const { payload } = await jwtVerify(
      tokens.id_token!,
      createRemoteJWKSet(new URL(String(metadata.jwks_uri))),
      { issuer: issuer.href, audience: clientInformation.client_id },
    )
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/)
    await listsTools(tokens)
    // mcp-remote 0.15.1 registers with the challenge's scope (mcp), then asks for openid mcp when told
    // to: the registered scope does not narrow what a client may ask for (it got invalid_scope).
    const narrower = await signIn({ registeredScope: 'mcp', scope: 'openid mcp' })
    expect(narrower.tokens.id_token).toBeTruthy()
    expect(narrower.clientInformation.scope).toBe('openid mcp')
    // Every other request ends after one consent page too (signIn counts them).
    for (const scope of ['openid', 'mcp offline_access', 'profile email', 'mcp mcp', ' ']) {
      const other = await signIn({ scope })
      expect(other.tokens.scope, scope).toContain('mcp')
    }
  })

  it('item 8: a token revoked at the revocation endpoint, or its grant after a refresh replay, gets 401 at once', async () => {
    const { metadata, clientInformation, tokens } = await signIn()
    const client = await connect(tokens)
    await client.listTools()
    // RFC 7009's endpoint, named by the RFC 8414 metadata (the SDK has no helper for it).
    const { revocation_endpoint } = metadata as { revocation_endpoint?: string }
    const revoked = await fetch(revocation_endpoint!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token, client_id: clientInformation.client_id }),
    })
    expect(revoked.status).toBe(200)
    await expect(client.listTools()).rejects.toMatchObject({ code: 401 })

    // A refresh token used twice: the server revokes the whole grant, and the token of the first use
    // stops too.
    const second = await signIn()
    const refresh = () =>
      refreshAuthorization(second.issuer, {
        metadata: second.metadata,
        clientInformation: second.clientInformation,
        refreshToken: second.tokens.refresh_token!,
        resource: mcpUrl(),
      })
    const refreshed = await refresh()
    const again = await connect(refreshed)
    await again.listTools()
    await expect(refresh()).rejects.toBeInstanceOf(InvalidGrantError)
    await expect(again.listTools()).rejects.toMatchObject({ code: 401 })
  })

  it('item 9: DPoP is not advertised, and a client that sends a proof anyway gets a bearer token that works', async () => {
    const { metadata } = await discover()
    expect(metadata).not.toHaveProperty('dpop_signing_alg_values_supported')
    const { privateKey, publicKey } = await generateKeyPair('ES256')
    const jwk = await exportJWK(publicKey)
    const { tokens } = await signIn({
      proof: async (headers, tokenUrl) => {
        const proof = await new SignJWT({ htm: 'POST', htu: tokenUrl.href, jti: crypto.randomUUID() })
          .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
          .setIssuedAt()
          .sign(privateKey)
        headers.set('DPoP', proof)
      },
    })
    expect(tokens.token_type.toLowerCase()).toBe('bearer')
    await listsTools(tokens)
  })

  it('item 10: a loopback redirect matches on any port (RFC 8252 section 7.3)', async () => {
    for (const [registered, used] of [
      ['http://127.0.0.1:53682/callback', 'http://127.0.0.1:61001/callback'],
      ['http://localhost/callback', 'http://localhost:61002/callback'],
      ['http://[::1]:1/callback', 'http://[::1]:61003/callback'],
    ] as const) {
      const { tokens } = await signIn({ registered: [registered], redirect: used })
      await listsTools(tokens)
    }
  })

  it('item 11: private-use scheme redirects register and finish; the consent page names scheme and host', async () => {
    const vscode = await signIn({ redirect: 'vscode://vscode.mcp-client/callback' })
    expect(vscode.details).toMatchObject({ redirectScheme: 'vscode', redirectHost: 'vscode.mcp-client' })
    await listsTools(vscode.tokens)
    const reverseDomain = await signIn({ redirect: 'com.example.editor:/oauth/callback' })
    expect(reverseDomain.details).toMatchObject({ redirectScheme: 'com.example.editor', redirectHost: '' })
    await listsTools(reverseDomain.tokens)

    const { issuer, metadata } = await discover()
    const elsewhere = await startAuthorization(issuer, {
      metadata,
      clientInformation: vscode.clientInformation,
      redirectUrl: 'cursor://another.app/callback',
      resource: mcpUrl(),
    })
    const unregistered = await fetch(elsewhere.authorizationUrl, { redirect: 'manual' })
    expect(unregistered.status).toBe(400)
    expect(await unregistered.json()).toMatchObject({
      error: 'invalid_redirect_uri',
      error_description: expect.stringMatching(/not one the client registered/),
    })
    for (const uri of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'file:///etc/passwd',
      'vbscript:msgbox',
      'http://evil.example/callback',
    ]) {
      const refused = registerClient(issuer, {
        metadata,
        clientMetadata: { client_name: 'Refused', redirect_uris: [uri], token_endpoint_auth_method: 'none' },
      })
      // Our own words, naming what is allowed, not the library's "did not match any registered".
      await expect(refused, uri).rejects.toThrow(/private-use scheme/)
    }
  })

  it('item 12: the 401 asks for scope "mcp"; strict RFC 8414 discovery (oauth4webapi) passes', async () => {
    const refused = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(401)
    const challenge = extractWWWAuthenticateParams(refused)
    expect(challenge.scope).toBe('mcp')
    expect(challenge.resourceMetadataUrl?.href).toBe(`${base}/.well-known/oauth-protected-resource/api/mcp`)

    const { issuer } = await discover()
    const response = await oauth.discoveryRequest(issuer, {
      algorithm: 'oauth2',
      [oauth.allowInsecureRequests]: true,
    })
    expect(new URL(response.url).pathname).toBe('/.well-known/oauth-authorization-server/api/oauth')
    const metadata = await oauth.processDiscoveryResponse(issuer, response)
    expect(metadata.issuer).toBe(issuer.href)
    expect(metadata.scopes_supported).toContain('mcp')
  })
})
