import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { faultControl } from '../shared/fault.ts'
import { escapeHtml } from '../shared/html.ts'
import { emulatedUser, stableDigits } from './identity.ts'
import { forgedSigner, newSigningKey } from './signing-key.ts'

/** The emulator's one shop, named as `https://shopify.com/authentication/<shop id>` names a real one. */
export const emulatedShopId = '60000000001'
/** Where the shop's issuer lives, relative to the emulator's root as to `https://shopify.com`. */
export const shopIssuerPath = `/authentication/${emulatedShopId}`

const idTokenLifetimeSeconds = 3600

/** The ways a test can have the next id_token be wrong, each a check a client owes (OpenID Core 3.1.3.7). */
export const idTokenSpoils = ['nonce', 'issuer', 'audience', 'signature', 'expired'] as const
type Spoil = (typeof idTokenSpoils)[number]

/** What the token endpoint knows of a grant when it issues the id_token. */
export type IdTokenGrant = { request: FastifyRequest; clientId: string; username: string; nonce?: string }

/**
 * A shop's authorization server metadata as FACTS 14 reads Shopify's own: the issuer carries the path,
 * the secret goes only in the Authorization header, the identity is in the id_token and there is no
 * userinfo endpoint.
 */
export function shopMetadata(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    end_session_endpoint: `${issuer}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    scopes_supported: ['openid', 'email', 'customer-account-api:full'],
    claims_supported: ['sub', 'email', 'email_verified', 'sid', 'nonce'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic'],
    code_challenge_methods_supported: ['S256'],
  }
}

/**
 * The OpenID side of the Shopify emulator: discovery (at the OpenID path and the RFC 8414 one), the
 * JWKS, the logout page and the control that spoils the next id_token. Gives the signer of id_tokens.
 */
export function shopOpenIdRoutes(app: FastifyInstance, now: () => number) {
  const key = newSigningKey()
  let forge: ((claims: object) => string) | undefined
  let nextSpoil: Spoil | undefined
  const issuerOf = (request: FastifyRequest) =>
    `${request.protocol}://${request.host}${app.prefix}${shopIssuerPath}`

  // A shop that is down or slow, for the client's discovery and key fetches (`_control/fault`).
  const applyFault = faultControl(app)
  const metadata = async (request: FastifyRequest, reply: Parameters<typeof applyFault>[0]) => {
    if (await applyFault(reply)) return reply
    return shopMetadata(issuerOf(request))
  }
  app.get(`${shopIssuerPath}/.well-known/openid-configuration`, (request, reply) => metadata(request, reply))
  app.get(`/.well-known/oauth-authorization-server${shopIssuerPath}`, (request, reply) =>
    metadata(request, reply),
  )
  app.get(`${shopIssuerPath}/.well-known/jwks.json`, async (_request, reply) => {
    if (await applyFault(reply)) return reply
    return { keys: [key.jwk] }
  })

  app.get(`${shopIssuerPath}/logout`, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml('Signed out of Shopify (local emulator)')}</title></head><body><h1>Signed out of Shopify (local emulator)</h1></body></html>`,
      ),
  )

  app.post<{ Body: { spoil?: unknown } }>('/_control/id-token', async (request, reply) => {
    const spoil = request.body?.spoil
    if (!idTokenSpoils.includes(spoil as Spoil)) {
      return reply.status(400).send({ message: `spoil must be one of ${idTokenSpoils.join(', ')}.` })
    }
    nextSpoil = spoil as Spoil
    return { spoil: nextSpoil }
  })

  return function idToken({ request, clientId, username, nonce }: IdTokenGrant): string {
    const spoil = nextSpoil
    nextSpoil = undefined
    const user = emulatedUser('shopify', username)
    const issuedAt = Math.floor(now() / 1000) - (spoil === 'expired' ? 2 * idTokenLifetimeSeconds : 0)
    const claims = {
      iss: spoil === 'issuer' ? `${issuerOf(request)}-elsewhere` : issuerOf(request),
      sub: stableDigits(user, 13),
      aud: spoil === 'audience' ? `${clientId}-other` : clientId,
      iat: issuedAt,
      exp: issuedAt + idTokenLifetimeSeconds,
      ...(spoil === 'nonce' ? { nonce: 'a-nonce-of-another-sign-in' } : nonce === undefined ? {} : { nonce }),
      sid: randomBytes(16).toString('hex'),
      email: user.email,
      email_verified: true,
    }
    if (spoil !== 'signature') return key.sign(claims)
    forge ??= forgedSigner(key.jwk.kid)
    return forge(claims)
  }
}
