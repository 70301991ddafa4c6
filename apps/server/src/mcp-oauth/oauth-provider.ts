import { createHash, createPrivateKey } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BINS_SCOPE, CLI_CLIENT_ID } from '@one/contract/mcp-oauth'
import type { FastifyBaseLogger } from 'fastify'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import type { Db } from '../db/database.ts'
import { activatePage, activateStateOf, activateStatusOf, confirmPage, successPage } from './device-pages.ts'
import { databaseAdapter } from './oauth-adapter.ts'
import {
  applicationTypeOf,
  CLI_CLIENT,
  CLIENT_SCOPE,
  DEVICE_CODE_SECONDS,
  DEVICE_POLL_SECONDS,
  MCP_SCOPE,
  validRedirectUri,
} from './oauth-rules.ts'

/** The cookie a browser brings back to resume a sign-in it started (`/auth/{uid}`, `/device/{uid}`). */
export const RESUME_COOKIE = 'one_oauth_resume'

/** Spec of the MCP sign-in (decision 0016): an hour for an access token, rotated refresh tokens. */
export const ACCESS_TOKEN_SECONDS = 3600
const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600
const INTERACTION_SECONDS = 30 * 60

const UNREGISTERED_REDIRECT =
  'This redirect_uri is not one the client registered (a loopback one matches on any port): register it first.'

/**
 * The raw request as the site's mounts hand it to the provider (routes/mcp-oauth.ts and
 * routes/device-activate.ts), with what the provider cannot know itself.
 */
export type ProviderRequest = IncomingMessage & {
  originalUrl?: string
  body?: string
  /** The request's own logger, its id bound in: the provider's failures are logged with it. */
  log?: FastifyBaseLogger
  /** The client's address as the server reads it (TRUST_PROXY), not the provider's own reading. */
  clientAddress?: string
  /** A user code from the activate page's address, to fill its form with. */
  prefillCode?: string
}

const requestOf = (ctx: { req: unknown }) => ctx.req as ProviderRequest

/**
 * The provider's refusals a client caused, each told to the app's log by its event: a line at info, with
 * the request id, beside the request's own. Its failures (`server_error`) are errors.
 */
const REFUSAL_EVENTS = [
  'authorization.error',
  'code_verification.error',
  'device_authorization.error',
  'device_resume.error',
  'discovery.error',
  'end_session.error',
  'end_session_confirm.error',
  'end_session_success.error',
  'grant.error',
  'jwks.error',
  'registration_create.error',
  'registration_read.error',
  'revocation.error',
] as const

export type OauthAddresses = {
  /** The authorization server's issuer: the API's public address and `/oauth`. */
  issuer: string
  /** The MCP endpoint's public address: the resource an MCP client's tokens are for. */
  resource: string
  /** The bins API's public address: the one resource the command line's tokens are for. */
  binsResource: string
  /** The site's page where a person types a device's code. */
  activateUrl: string
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
  const isCli = (client: { clientId: string } | undefined) => client?.clientId === CLI_CLIENT_ID
  const xsrfOf = (ctx: KoaContextWithOIDC) => String(ctx.oidc.session?.state?.secret ?? '')
  const configuration: Configuration = {
    clients: [CLI_CLIENT],
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
      names: { session: 'one_oauth_session', interaction: 'one_oauth', resume: RESUME_COOKIE },
    },
    // Registration checks a client's scope against this list; the grant gives it for the resource too.
    scopes: [MCP_SCOPE, BINS_SCOPE],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Not advertised, because no token could reach it: every access token is for a resource (the MCP
      // endpoint, the bins API), and the library's userinfo takes only tokens for itself. What it would
      // say (sub) is in the ID token of a client that asks for openid (decision 0033).
      userinfo: { enabled: false },
      // MCP clients send the browser with the request in the address; one way in keeps the scope rule whole.
      pushedAuthorizationRequests: { enabled: false },
      // Bearer tokens only: the MCP endpoint does not check DPoP proofs, so a DPoP-bound token would be
      // refused there; the provider neither advertises DPoP nor binds a token to a proof sent anyway.
      dPoP: { enabled: false },
      // No RFC 7592 management: nothing to keep per client but its metadata.
      registration: { enabled: true, issueRegistrationAccessToken: false },
      // RFC 7009: a client revokes only its own tokens (the command line's public client included).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      // RFC 8628 for the command line (decision 0023); the pages are ours, served at /activate.
      deviceFlow: {
        enabled: true,
        charset: 'base-20',
        mask: '****-****',
        // Who asked for the code, for the consent page to show (decision 0037): the address as the
        // server reads it, where the library's own reading would believe any X-Forwarded-For.
        deviceInfo: (ctx) => ({
          ip: requestOf(ctx).clientAddress ?? ctx.ip,
          ua: ctx.get('user-agent').slice(0, 512),
        }),
        userCodeInputSource: async (ctx, _form, _out, err) => {
          const prefill = requestOf(ctx).prefillCode
          const userCode = (err as { userCode?: string } | undefined)?.userCode ?? prefill
          const state = activateStateOf(err?.name)
          const status = activateStatusOf(state)
          if (status) ctx.status = status
          ctx.type = 'html'
          ctx.body = activatePage({ xsrf: xsrfOf(ctx), state, userCode })
        },
        userCodeConfirmSource: async (ctx, _form, client, _deviceInfo, userCode) => {
          ctx.type = 'html'
          ctx.body = confirmPage({
            xsrf: xsrfOf(ctx),
            userCode,
            clientName: client.clientName ?? client.clientId,
          })
        },
        successSource: async (ctx) => {
          ctx.type = 'html'
          ctx.body = successPage(ctx.oidc.client?.clientName ?? 'The device')
        },
      },
      resourceIndicators: {
        enabled: true,
        // The command line's tokens are for the bins API; every other client's for the MCP endpoint.
        defaultResource: (_ctx, client) => (isCli(client) ? addresses.binsResource : addresses.resource),
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator, client) => {
          if (isCli(client)) {
            if (indicator !== addresses.binsResource) {
              throw new errors.InvalidTarget(
                `The command line's tokens are only for ${addresses.binsResource}.`,
              )
            }
            return {
              scope: BINS_SCOPE,
              audience: addresses.binsResource,
              accessTokenTTL: ACCESS_TOKEN_SECONDS,
              accessTokenFormat: 'opaque',
            }
          }
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
        metadata.scope = metadata.client_id === CLI_CLIENT_ID ? BINS_SCOPE : CLIENT_SCOPE
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
      DeviceCode: DEVICE_CODE_SECONDS,
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

  provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => {
    requestOf(ctx).log?.error({ err: error, route: ctx.oidc?.route }, 'the OAuth provider failed')
  })
  for (const event of REFUSAL_EVENTS) {
    // Typed as one of them: the library's types list the rest apart, in a map.
    provider.on(event as 'grant.error', (ctx, error) => {
      requestOf(ctx).log?.info(
        { route: ctx.oidc?.route, error: error.error, description: error.error_description },
        'the OAuth provider refused a request',
      )
    })
  }

  // Outermost: an error that escapes the library's own handlers (one thrown while it saves its
  // session, say) is logged with the request id and answered as JSON in both error shapes, instead of
  // Koa's plain-text 500 written to stderr.
  provider.use(async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      const route = (ctx as Partial<KoaContextWithOIDC>).oidc?.route
      requestOf(ctx).log?.error({ err: error, route }, 'the OAuth provider failed')
      const message = 'The sign-in server failed. Please try again.'
      ctx.status = 500
      ctx.set('cache-control', 'no-store')
      ctx.body = { error: 'server_error', error_description: message, code: 'internal', message }
    }
  })

  // RFC 8628 section 3.2: the person goes to our /activate page (the provider's code form, served
  // there), and the device learns how often it may poll (the token route answers slow_down faster).
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.oidc?.route !== 'device_authorization' || ctx.status !== 200) return
    const body = ctx.body as { user_code: string }
    ctx.body = {
      ...body,
      verification_uri: addresses.activateUrl,
      verification_uri_complete: `${addresses.activateUrl}?user_code=${encodeURIComponent(body.user_code)}`,
      interval: DEVICE_POLL_SECONDS,
    }
  })

  // A path the provider has no route for (its userinfo, now off, say) is the site's JSON 404, not
  // Koa's plain-text one.
  provider.use(async (ctx, next) => {
    await next()
    if (ctx.status !== 404 || ctx.body !== undefined) return
    const path = ((ctx.req as { originalUrl?: string }).originalUrl ?? ctx.path).split('?')[0]
    ctx.body = { message: `There is no ${ctx.method} ${path} here.`, code: 'not_found' }
    ctx.status = 404
  })

  return { provider, errors }
}
