import { createHash, randomBytes } from 'node:crypto'

export type Endpoints = { authorize: string; token: string; profile?: string }

export const client = {
  id: 'one-local',
  secret: 'one-local-secret',
  redirectUri: 'http://127.0.0.1:3000/api/auth/callback?kind=popup',
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function authorizeQuery(overrides: Record<string, string | undefined> = {}): URLSearchParams {
  const params: Record<string, string | undefined> = {
    client_id: client.id,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    state: 'state-123',
    scope: 'read:user user:email',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  }
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value)
  return query
}

/** Submits the sign-in form as a browser would and returns the response, without following it. */
export function submitSignIn(endpoints: Endpoints, query: URLSearchParams, fields: Record<string, string>) {
  const body = new URLSearchParams(query)
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return fetch(endpoints.authorize, { method: 'POST', body, redirect: 'manual' })
}

/** Signs `username` in and returns the code the provider sent back, with the verifier that redeems it. */
export async function issueCode(
  endpoints: Endpoints,
  username: string,
  overrides: Record<string, string> = {},
) {
  const { verifier, challenge } = pkcePair()
  const response = await submitSignIn(
    endpoints,
    authorizeQuery({ code_challenge: challenge, ...overrides }),
    {
      username,
      action: 'authorize',
    },
  )
  const location = new URL(response.headers.get('location') ?? '')
  return { response, location, code: location.searchParams.get('code') ?? '', verifier }
}

export function redeem(
  endpoints: Endpoints,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    redirect_uri: client.redirectUri,
    client_id: client.id,
    client_secret: client.secret,
    ...fields,
  })
  return fetch(endpoints.token, { method: 'POST', body, headers: { accept: 'application/json', ...headers } })
}

export function fetchProfile(endpoints: Endpoints, token: string) {
  return fetch(endpoints.profile ?? '', { headers: { authorization: `Bearer ${token}` } })
}

/** The whole flow: sign in as `username`, trade the code, read the profile. */
export async function signIn(endpoints: Endpoints, username: string, overrides: Record<string, string> = {}) {
  const { code, verifier } = await issueCode(endpoints, username, overrides)
  const token = (await (await redeem(endpoints, { code, code_verifier: verifier })).json()) as {
    access_token: string
  }
  const profile = (await (await fetchProfile(endpoints, token.access_token)).json()) as Record<
    string,
    unknown
  >
  return { token: token.access_token, profile }
}
