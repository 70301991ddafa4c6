import * as oauth from 'oauth4webapi'
import * as openid from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { client, issueCode, pkcePair, submitSignIn } from './sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(() => emulators.close())

const shop = () => emulators.urls.shopify
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

/**
 * FACTS 14, "Shopify customer account API": what a real shop's authorization server metadata has,
 * with `<issuer>` for `https://shopify.com/authentication/<shop id>`.
 */
const realShopMetadata = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/oauth/authorize`,
  token_endpoint: `${issuer}/oauth/token`,
  end_session_endpoint: `${issuer}/logout`,
  jwks_uri: expect.any(String),
  token_endpoint_auth_methods_supported: ['client_secret_basic'],
  code_challenge_methods_supported: ['S256'],
  scopes_supported: expect.arrayContaining(['openid', 'email', 'customer-account-api:full']),
  claims_supported: expect.arrayContaining(['sub', 'email', 'email_verified', 'sid', 'nonce']),
  id_token_signing_alg_values_supported: ['RS256'],
})

describe('FACTS 14: the Shopify emulator describes itself as a real shop does', () => {
  it('serves the OpenID discovery document with every field of a real shop, and no userinfo_endpoint', async () => {
    const response = await fetch(shop().discovery)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const metadata = (await response.json()) as Record<string, unknown>
    expect(metadata).toMatchObject(realShopMetadata(shop().issuer))
    expect(metadata.issuer).toMatch(/\/shopify\/authentication\/\d+$/)
    expect(metadata).not.toHaveProperty('userinfo_endpoint')
  })

  it('serves the same document at the RFC 8414 path', async () => {
    const issuer = new URL(shop().issuer)
    const root = issuer.pathname.slice(0, issuer.pathname.indexOf('/authentication'))
    const rfc8414 = `${issuer.origin}${root}/.well-known/oauth-authorization-server/authentication/${issuer.pathname.split('/').pop()}`
    const response = await fetch(rfc8414)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(await (await fetch(shop().discovery)).json())
  })

  it('has no /userinfo', async () => {
    for (const path of ['/userinfo', '/oauth/userinfo']) {
      expect((await fetch(`${shop().issuer}${path}`)).status).toBe(404)
    }
    expect((await fetch(`${emulators.origin}/_emulators/shopify/authentication/userinfo`)).status).toBe(404)
  })

  it('publishes its RS256 signing key at the jwks_uri', async () => {
    const { keys } = (await (await fetch(shop().jwks)).json()) as { keys: Record<string, unknown>[] }
    expect(keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) }),
    ])
    expect(keys[0]).not.toHaveProperty('d')
  })
})

describe('RFC 6749 section 2.3.1: the Shopify token endpoint takes the secret only as HTTP Basic', () => {
  const redeem = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(shop().token, {
      method: 'POST',
      headers,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        redirect_uri: client.redirectUri,
        ...fields,
      }),
    })

  it('refuses a client secret in the body with 401 invalid_client', async () => {
    const { code, verifier } = await issueCode(shop(), 'shopper', { scope: 'openid email' })
    const response = await redeem({
      code,
      code_verifier: verifier,
      client_id: client.id,
      client_secret: client.secret,
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic /)
    expect(await response.json()).toMatchObject({ error: 'invalid_client' })
  })

  it('gives Basic an access token and an id_token for the openid scope', async () => {
    const { code, verifier } = await issueCode(shop(), 'shopper', {
      scope: 'openid email',
      nonce: 'n-0S6_WzA2Mj',
    })
    const response = await redeem(
      { code, code_verifier: verifier },
      { authorization: basic(client.id, client.secret) },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id_token: string; token_type: string }
    expect(body.token_type).toBe('bearer')
    const [, payload] = body.id_token.split('.')
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({
      iss: shop().issuer,
      aud: client.id,
      nonce: 'n-0S6_WzA2Mj',
      sub: expect.stringMatching(/^[1-9]\d+$/),
      email: 'shopper@shopify.emulator.test',
      email_verified: true,
      sid: expect.any(String),
    })
  })
})

describe('standard clients sign in through the Shopify emulator by discovery alone', () => {
  const redirectUri = 'http://127.0.0.1:3000/api/auth/shopify/callback'

  /** Plays the browser: opens the authorization URL the client built and signs in as `username`. */
  async function browserSignsIn(authorizationUrl: URL, username: string) {
    expect((await fetch(authorizationUrl)).status).toBe(200)
    const endpoints = { ...shop(), authorize: authorizationUrl.origin + authorizationUrl.pathname }
    const answer = await submitSignIn(endpoints, authorizationUrl.searchParams, {
      username,
      action: 'authorize',
    })
    expect(answer.status).toBe(302)
    return new URL(answer.headers.get('location') ?? '')
  }

  it('openid-client: discovery, code flow with PKCE and nonce, verified claims', async () => {
    const config = await openid.discovery(
      new URL(shop().issuer),
      client.id,
      undefined,
      openid.ClientSecretBasic(client.secret),
      { execute: [openid.allowInsecureRequests] },
    )
    const verifier = openid.randomPKCECodeVerifier()
    const nonce = openid.randomNonce()
    const state = openid.randomState()
    const url = openid.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email customer-account-api:full',
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state,
    })
    const callback = await browserSignsIn(url, 'shopper')
    const tokens = await openid.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: state,
      idTokenExpected: true,
    })
    expect(tokens.claims()).toMatchObject({
      email: 'shopper@shopify.emulator.test',
      email_verified: true,
      nonce,
    })
  })

  it('oauth4webapi: the id_token signature verifies against the JWKS', async () => {
    const issuer = new URL(shop().issuer)
    const insecure = { [oauth.allowInsecureRequests]: true }
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure))
    const oauthClient: oauth.Client = { client_id: client.id }
    const { verifier, challenge } = pkcePair()
    const nonce = oauth.generateRandomNonce()
    const url = new URL(as.authorization_endpoint ?? '')
    url.search = new URLSearchParams({
      client_id: client.id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email',
      state: 'st',
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString()
    const callback = await browserSignsIn(url, 'shopper')
    const params = oauth.validateAuthResponse(as, oauthClient, callback, 'st')
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      oauthClient,
      oauth.ClientSecretBasic(client.secret),
      params,
      redirectUri,
      verifier,
      insecure,
    )
    await oauth.processAuthorizationCodeResponse(as, oauthClient, response, { expectedNonce: nonce })
    await expect(oauth.validateApplicationLevelSignature(as, response, insecure)).resolves.toBeUndefined()
  })
})

describe('the control spoils the next id_token, for the checks a client owes', () => {
  it('refuses an unknown spoil with a message', async () => {
    const response = await fetch(shop().idTokenControl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ spoil: 'everything' }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('spoil must be one of')
  })
})
