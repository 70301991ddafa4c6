import type { OAuthError } from './oauth-error.ts'

const troubleshooting =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors'

// GitHub's names for the refusals RFC 6749 section 5.2 names otherwise, and the page each links to.
const githubCodes: Partial<Record<OAuthError['error'], string>> = {
  invalid_client: 'incorrect_client_credentials',
  invalid_grant: 'bad_verification_code',
}

/**
 * A refusal as GitHub's token endpoint gives it (FACTS 14): HTTP 200 with `error`,
 * `error_description` and `error_uri`, under GitHub's own codes.
 */
export function githubTokenRefusal({ error, description }: OAuthError) {
  const code = githubCodes[error] ?? error
  return {
    status: 200,
    body: {
      error: code,
      error_description: description,
      error_uri: `${troubleshooting}#${code.replaceAll('_', '-')}`,
    },
  }
}

/**
 * A granted token as GitHub gives an OAuth app's: no `expires_in` (such tokens do not expire) and the
 * scopes comma-separated, however the request separated them.
 */
export function githubTokenGrant(accessToken: string, scope: string) {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    scope: scope
      .split(/[\s,]+/)
      .filter(Boolean)
      .join(','),
  }
}
