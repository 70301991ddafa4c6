import { readParams } from './params.ts'

/** A client's request for a code (RFC 6749 section 4.1.1, with the PKCE challenge of RFC 7636). */
export type AuthorizeRequest = {
  clientId: string
  redirectUri: string
  state?: string
  scope?: string
  codeChallenge?: string
  /** OpenID Connect Core 3.1.2.1: returned in the id_token, binding it to the client's session. */
  nonce?: string
}

export const authorizeParamNames = [
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'scope',
  'code_challenge',
  'code_challenge_method',
  'nonce',
] as const

export type AuthorizeParams = Partial<Record<(typeof authorizeParamNames)[number], string>>

// A base64url SHA-256 digest without padding is always 43 characters.
const s256Challenge = /^[A-Za-z0-9_-]{43}$/
const maxLength = 2000

/** `responseTypeImplied`: the provider (GitHub) knows only the code flow and needs no response_type. */
export function parseAuthorizeRequest(
  source: unknown,
  { responseTypeImplied = false }: { responseTypeImplied?: boolean } = {},
): { ok: true; request: AuthorizeRequest; params: AuthorizeParams } | { ok: false; problems: string[] } {
  const { values: params, problems } = readParams(source, authorizeParamNames)
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.length > maxLength) {
      problems.push(`${name} is longer than ${maxLength} characters`)
    }
  }

  const {
    client_id,
    redirect_uri,
    response_type,
    state,
    scope,
    code_challenge,
    code_challenge_method,
    nonce,
  } = params
  if (!client_id) problems.push('client_id is missing')
  if (!redirect_uri) problems.push('redirect_uri is missing')
  else if (!isRedirectUri(redirect_uri)) {
    problems.push('redirect_uri must be an absolute http or https URL without a fragment')
  }
  if (!response_type) {
    if (!responseTypeImplied) problems.push('response_type is missing (it must be "code")')
  } else if (response_type !== 'code') problems.push(`response_type must be "code", not "${response_type}"`)
  if (code_challenge) {
    if (code_challenge_method !== 'S256') {
      problems.push('code_challenge_method must be "S256" (plain PKCE is not accepted)')
    }
    if (!s256Challenge.test(code_challenge)) {
      problems.push('code_challenge must be a base64url SHA-256 digest (43 characters)')
    }
  } else if (code_challenge_method) problems.push('code_challenge_method is given without a code_challenge')

  if (problems.length > 0 || !client_id || !redirect_uri) return { ok: false, problems }
  return {
    ok: true,
    params,
    request: {
      clientId: client_id,
      redirectUri: redirect_uri,
      state,
      scope,
      codeChallenge: code_challenge,
      nonce,
    },
  }
}

function isRedirectUri(text: string): boolean {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  return (url.protocol === 'http:' || url.protocol === 'https:') && !text.includes('#')
}

/** The client's redirect URI with the response parameters added, keeping the query it already has. */
export function redirectWith(redirectUri: string, response: Record<string, string | undefined>): string {
  const url = new URL(redirectUri)
  for (const [name, value] of Object.entries(response)) {
    if (value !== undefined) url.searchParams.set(name, value)
  }
  return url.href
}
