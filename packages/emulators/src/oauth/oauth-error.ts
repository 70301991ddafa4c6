/** A token endpoint refusal as RFC 6749 section 5.2 words it. */
export type OAuthError = {
  status: 400 | 401
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type'
  description: string
  /** The WWW-Authenticate challenge owed to a client that tried HTTP authentication and failed. */
  challenge?: string
}

export const invalidRequest = (description: string): OAuthError => ({
  status: 400,
  error: 'invalid_request',
  description,
})

export const invalidGrant = (description: string): OAuthError => ({
  status: 400,
  error: 'invalid_grant',
  description,
})

export const invalidClient = (description: string, challenge?: string): OAuthError => ({
  status: 401,
  error: 'invalid_client',
  description,
  ...(challenge ? { challenge } : {}),
})

export const isOAuthError = (value: object): value is OAuthError => 'error' in value
