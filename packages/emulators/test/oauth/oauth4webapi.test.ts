import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { submitSignIn } from './sign-in.ts'

// The product signs in with oauth4webapi: a strict client must accept the emulators as they are.
let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(() => emulators.close())

const insecure = { [oauth.allowInsecureRequests]: true }
const redirectUri = 'http://127.0.0.1:3000/api/auth/github/callback'
const client: oauth.Client = { client_id: 'one-local' }

// Shopify, an OpenID provider found by discovery, has its own proof in shopify-openid.test.ts.
function authorizationServer(key: 'github' | 'discord'): oauth.AuthorizationServer {
  const endpoints = emulators.urls[key]
  return {
    issuer: `${emulators.origin}/_emulators/${key}`,
    authorization_endpoint: endpoints.authorize,
    token_endpoint: endpoints.token,
    userinfo_endpoint: endpoints.profile,
  }
}

/** Plays the browser: opens the authorization URL the client built and signs in as `username`. */
async function browserSignsIn(as: oauth.AuthorizationServer, username: string, scope: string) {
  const verifier = oauth.generateRandomCodeVerifier()
  const state = oauth.generateRandomState()
  const url = new URL(as.authorization_endpoint ?? '')
  url.search = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString()
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const endpoints = { authorize: url.origin + url.pathname, token: '', profile: '' }
  const answer = await submitSignIn(endpoints, url.searchParams, { username, action: 'authorize' })
  expect(answer.status).toBe(302)
  const callback = new URL(answer.headers.get('location') ?? '')
  return { callback, state, verifier }
}

describe('a strict OAuth client (oauth4webapi) signs in through the emulators', () => {
  it('GitHub with client_secret_post, then reads the profile', async () => {
    const as = authorizationServer('github')
    const { callback, state, verifier } = await browserSignsIn(as, 'octocat', 'read:user user:email')
    const params = oauth.validateAuthResponse(as, client, callback, state)
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost('one-local-secret'),
      params,
      redirectUri,
      verifier,
      insecure,
    )
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response)
    expect(tokens.token_type).toBe('bearer')
    // An OAuth app's token never expires, and its scopes are comma-separated (FACTS 14).
    expect(tokens.expires_in).toBeUndefined()
    expect(tokens.scope).toBe('read:user,user:email')

    const profile = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL(emulators.urls.github.profile),
      undefined,
      undefined,
      insecure,
    )
    expect(await profile.json()).toMatchObject({ login: 'octocat', email: 'octocat@github.emulator.test' })
  })

  it('Discord with client_secret_basic', async () => {
    const as = authorizationServer('discord')
    const { callback, state, verifier } = await browserSignsIn(as, 'wumpus', 'identify email')
    const params = oauth.validateAuthResponse(as, client, callback, state)
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic('a secret/with:odd+characters'),
      params,
      redirectUri,
      verifier,
      insecure,
    )
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response)
    expect(tokens.token_type).toBe('bearer')
  })

  it('and surfaces a refusal as the RFC 6749 error it is', async () => {
    const as = authorizationServer('discord')
    const { callback, state } = await browserSignsIn(as, 'wumpus', 'identify')
    const params = oauth.validateAuthResponse(as, client, callback, state)
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost('one-local-secret'),
      params,
      redirectUri,
      oauth.generateRandomCodeVerifier(),
      insecure,
    )
    await expect(oauth.processAuthorizationCodeResponse(as, client, response)).rejects.toMatchObject({
      error: 'invalid_grant',
    })
  })

  it("takes GitHub's refusal (HTTP 200 with an error) for no token at all, not for an RFC 6749 error", async () => {
    const as = authorizationServer('github')
    const { callback, state } = await browserSignsIn(as, 'octocat', 'read:user')
    const params = oauth.validateAuthResponse(as, client, callback, state)
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost('one-local-secret'),
      params,
      redirectUri,
      oauth.generateRandomCodeVerifier(),
      insecure,
    )
    expect(response.status).toBe(200)
    await expect(oauth.processAuthorizationCodeResponse(as, client, response)).rejects.toMatchObject({
      code: oauth.INVALID_RESPONSE,
      cause: { body: { error: 'bad_verification_code' } },
    })
  })

  it('and reads a Cancel as access_denied', async () => {
    const as = authorizationServer('github')
    const state = oauth.generateRandomState()
    const url = new URL(as.authorization_endpoint ?? '')
    const query = new URLSearchParams({
      client_id: 'one-local',
      redirect_uri: redirectUri,
      response_type: 'code',
      state,
    })
    const answer = await submitSignIn({ authorize: url.href, token: '', profile: '' }, query, {
      action: 'cancel',
    })
    const callback = new URL(answer.headers.get('location') ?? '')
    expect(() => oauth.validateAuthResponse(as, client, callback, state)).toThrow(
      oauth.AuthorizationResponseError,
    )
  })
})
