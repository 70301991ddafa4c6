import { randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { AuthorizeRequest } from './authorize-request.ts'
import { invalidGrant, invalidRequest, type OAuthError } from './oauth-error.ts'
import { isCodeVerifier, verifierMatches } from './pkce.ts'

export type IssuedCode = {
  request: AuthorizeRequest
  username: string
  used: boolean
  /** The token the code was traded for, revoked if the code is ever presented again. */
  accessToken?: string
}

export type IssuedToken = { username: string; clientId: string; scope: string }

export type SignInState = { codes: Issued<IssuedCode>; tokens: Issued<IssuedToken> }

type Issued<V extends {}> = LRUCache<string, V>

/**
 * What one provider has issued, in lru-cache (decision 0039): each entry forgotten once `ttlMs` old,
 * and at most `capacity` of them, so that a loop of sign-ins cannot exhaust memory.
 */
export function issuedStore<V extends {}>(options: { ttlMs: number; capacity: number; now: () => number }) {
  return new LRUCache<string, V>({
    max: options.capacity,
    // lru-cache serves an entry until it is older than `ttl`: a code of 60 s is gone at 60 s.
    ttl: options.ttlMs - 1,
    ttlResolution: 0,
    perf: { now: options.now },
  })
}

/** Stores what was issued, first forgetting what has expired so that `size` counts only the live. */
export function issue<V extends {}>(store: Issued<V>, key: string, value: V): void {
  store.purgeStale()
  store.set(key, value)
}

export type TokenParams = Partial<
  Record<'grant_type' | 'code' | 'redirect_uri' | 'code_verifier' | 'client_id' | 'client_secret', string>
>

export const newSecret = () => randomBytes(32).toString('base64url')

/** Trades an authorization code for an access token (RFC 6749 section 4.1.3, RFC 7636 section 4.5). */
export function exchangeCode(
  { codes, tokens }: SignInState,
  clientId: string,
  params: TokenParams,
): { accessToken: string; scope: string; username: string; nonce?: string } | OAuthError {
  if (!params.grant_type) return invalidRequest('grant_type is missing')
  if (params.grant_type !== 'authorization_code') {
    return {
      status: 400,
      error: 'unsupported_grant_type',
      description: 'Only the authorization_code grant is supported',
    }
  }
  if (!params.code) return invalidRequest('code is missing')
  if (!params.redirect_uri) return invalidRequest('redirect_uri is missing')

  const issued = codes.get(params.code)
  if (!issued) return invalidGrant('The authorization code is unknown or has expired')
  if (issued.used) {
    // RFC 6749 section 4.1.2: a code presented twice may have leaked, so what it bought is withdrawn.
    if (issued.accessToken) tokens.delete(issued.accessToken)
    codes.delete(params.code)
    return invalidGrant('The authorization code has already been used')
  }
  // Spent by any attempt, so a stolen code cannot be tried again and again.
  issued.used = true

  const { request } = issued
  if (request.clientId !== clientId) {
    return invalidGrant('The authorization code was issued to another client')
  }
  if (request.redirectUri !== params.redirect_uri) {
    return invalidGrant('redirect_uri differs from the one the code was issued for')
  }
  const verifier = params.code_verifier
  if (request.codeChallenge) {
    if (!verifier) return invalidGrant('code_verifier is missing (the code was issued with a PKCE challenge)')
    if (!isCodeVerifier(verifier)) return invalidGrant('code_verifier is malformed')
    if (!verifierMatches(verifier, request.codeChallenge)) return invalidGrant('PKCE verification failed')
  } else if (verifier) {
    return invalidGrant('code_verifier given, but the code was issued without a code_challenge')
  }

  const accessToken = newSecret()
  const scope = request.scope ?? ''
  issued.accessToken = accessToken
  issue(tokens, accessToken, { username: issued.username, clientId, scope })
  return { accessToken, scope, username: issued.username, nonce: request.nonce }
}
