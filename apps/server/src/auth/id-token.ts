import * as oauth from 'oauth4webapi'

/** An id_token that is not this sign-in's: another issuer, audience or nonce, expired, or forged. */
export class IdTokenRefused extends Error {
  constructor(readonly reason: string) {
    super(`id_token refused: ${reason}`)
    this.name = 'IdTokenRefused'
  }
}

// What oauth4webapi reports about the token itself, apart from a refusal by the token endpoint.
const tokenChecks = new Set<string>([
  oauth.JWT_CLAIM_COMPARISON,
  oauth.JWT_TIMESTAMP_CHECK,
  oauth.KEY_SELECTION,
  oauth.INVALID_RESPONSE,
  oauth.PARSE_ERROR,
])

/**
 * The token answer of an OpenID provider and the claims of its id_token, verified as OpenID Connect
 * Core 3.1.3.7 asks: iss is the discovered issuer, aud is us, not expired, the nonce this sign-in
 * sent, and signed by a key of the provider's JWKS (which oauth4webapi checks only when asked).
 */
export async function verifiedIdToken(
  as: oauth.AuthorizationServer,
  client: oauth.Client,
  response: Response,
  nonce: string,
  http: Parameters<typeof oauth.validateApplicationLevelSignature>[2],
): Promise<oauth.IDToken> {
  let tokens: oauth.TokenEndpointResponse
  try {
    tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: nonce,
      requireIdToken: true,
    })
  } catch (error) {
    if (error instanceof oauth.OperationProcessingError && tokenChecks.has(error.code ?? '')) {
      throw new IdTokenRefused(error.message)
    }
    throw error
  }
  try {
    await oauth.validateApplicationLevelSignature(as, response, http)
  } catch (error) {
    if (error instanceof oauth.OperationProcessingError) throw new IdTokenRefused(error.message)
    throw error
  }
  const claims = oauth.getValidatedIdTokenClaims(tokens)
  if (!claims) throw new IdTokenRefused('the token answer has no id_token')
  return claims
}
