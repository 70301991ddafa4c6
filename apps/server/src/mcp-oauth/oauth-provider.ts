import { createHash, createPrivateKey } from 'node:crypto'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import type { Db } from '../db/database.ts'
import { databaseAdapter } from './oauth-adapter.ts'
import { applicationTypeOf, CLIENT_SCOPE, MCP_SCOPE, validRedirectUri } from './oauth-rules.ts'

/** Spec of the MCP sign-in (decision 0016): an hour for an access token, rotated refresh tokens. */
export const ACCESS_TOKEN_SECONDS = 3600
const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600
const INTERACTION_SECONDS = 30 * 60

const UNREGISTERED_REDIRECT =
  'This redirect_uri is not one the client registered (a loopback one matches on any port): register it first.'

export type OauthAddresses = {
  /** The authorization server's issuer: the API's public address and `/oauth`. */
  issuer: string
  /** The MCP endpoint's public address: the one resource tokens are for. */
  resource: string
  /** Where the provider sends the browser to sign in and consent (its cookie is scoped to this path). */
  interactionUrl: (uid: string) => string
}

/** A key derived from the session secret: every instance signs and checks with the same one. */
function derived(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`mcp-oauth:${purpose}:${secret}`).digest()
}

// The ID tokens of clients that ask for openid are signed with an Ed25519 key from the secret: every
// instance's keystore is the same without another setting.
function signingKey(secret: string) {
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    derived(secret, 'jwk'),
  ])
  const jwk = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ format: 'jwk' })
  return { ...jwk, kid: 'mcp-oauth-1', alg: 'EdDSA', use: 'sig' }
}

/**
 * The OAuth 2.1 authorization server MCP clients sign in with: oidc-provider over our database. The
 * library is imported on first use: version 9 names Node.js 22 as its runtime and says so on import,
 * which on Node.js 20 would be a warning at every start (decision 0016).
 */
export async function createOauthProvider({
  db,
  secret,
  addresses,
  behindProxy,
}: {
  db: Db
  secret: string
  addresses: OauthAddresses
  behindProxy: boolean
}) {
  const { default: Provider, errors } = await import('oidc-provider')
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    jwks: { keys: [signingKey(secret) as never] },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    clientDefaults: {
      id_token_signed_response_alg: 'EdDSA',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    cookies: {
      keys: [derived(secret, 'cookies').toString('base64url')],
      names: { session: 'one_oauth_session', interaction: 'one_oauth', resume: 'one_oauth_resume' },
    },
    // Registration checks a client's scope against this list; the grant gives it for the resource too.
    scopes: [MCP_SCOPE],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // MCP clients send the browser with the request in the address; one way in keeps the scope rule whole.
      pushedAuthorizationRequests: { enabled: false },
      // Bearer tokens only: the MCP endpoint does not check DPoP proofs, so a DPoP-bound token would be
      // refused there; the provider neither advertises DPoP nor binds a token to a proof sent anyway.
      dPoP: { enabled: false },
      // No RFC 7592 management: nothing to keep per client but its metadata.
      registration: { enabled: true, issueRegistrationAccessToken: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => addresses.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== addresses.resource) {
            throw new errors.InvalidTarget(`This server issues tokens only for ${addresses.resource}.`)
          }
          return {
            scope: MCP_SCOPE,
            audience: addresses.resource,
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
            accessTokenFormat: 'opaque',
          }
        },
      },
    },
    extraClientMetadata: {
      properties: ['redirect_uris'],
      validator: (_ctx, key, value, metadata) => {
        if (key !== 'redirect_uris' || !Array.isArray(value)) return
        for (const uri of value as string[]) {
          const refusal = typeof uri === 'string' ? validRedirectUri(uri) : undefined
          if (refusal) {
            // The library's error takes no description of its own: ours says what is allowed.
            const error = new errors.InvalidRedirectUri()
            error.error_description = refusal
            throw error
          }
        }
        // Runs before the library's own checks, which then hold a native client to RFC 8252.
        metadata.application_type = applicationTypeOf(value as string[])
        // Every client may ask for what any client may (requestedScope settles each request): a client
        // that registered with the challenge's mcp and then asked for openid mcp (mcp-remote 0.15.1)
        // was refused with invalid_scope. RFC 7591 lets the server replace what a client registers.
        metadata.scope = CLIENT_SCOPE
      },
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The provider's own session lives only through an authorization; the tokens live by their grant.
    expiresWithSession: async () => false,
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: REFRESH_TOKEN_SECONDS,
      Grant: REFRESH_TOKEN_SECONDS,
      Interaction: INTERACTION_SECONDS,
      Session: INTERACTION_SECONDS,
    },
    // Only the grant the person just gave on the consent page: a client never gets in on an old one alone.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId
      return grantId ? ctx.oidc.provider.Grant.find(String(grantId)) : undefined
    },
    interactions: { url: (_ctx, interaction) => addresses.interactionUrl(interaction.uid) },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'json'
      ctx.body =
        out.error === 'invalid_redirect_uri' ? { ...out, error_description: UNREGISTERED_REDIRECT } : out
    },
  }
  const provider = new Provider(addresses.issuer, configuration)
  provider.proxy = behindProxy

  return { provider, errors }
}
