import { apiError, type ErrorCode } from '@one/contract/errors'
import { CONSENT_PAGE, mcpOauthEndpoints } from '@one/contract/mcp-oauth'
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { subscribes } from '../api-keys/api-key-rules.ts'
import { handOver } from '../http/hand-over.ts'
import { cookiesOf } from '../http/session-cookies.ts'
import type { McpOauth } from '../mcp-oauth/mcp-oauth.ts'
import { refuseOauthInput, withSettledScope } from '../mcp-oauth/oauth-input.ts'
import { type ProviderRequest, RESUME_COOKIE } from '../mcp-oauth/oauth-provider.ts'
import { DEVICE_POLL_SECONDS } from '../mcp-oauth/oauth-rules.ts'
import { providerMethods, resumesSignIn } from '../mcp-oauth/provider-routes.ts'
import { refuseRegistration, withSettledAuthMethod } from '../mcp-oauth/registration-rules.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

/** Where oidc-provider answers, under the API prefix (its issuer's path). */
export const OAUTH_PREFIX = '/oauth'

/** The provider reads at most this much of a body itself; our check reads no more. */
const OAUTH_BODY_LIMIT = 56 * 1024

// The sign-in's own refusals; those of the hooks and of bad input the API document finds itself.
const refusals = { 404: apiError, 409: apiError }

/** Calls a minute per address to the provider's paths (decision 0016). */
const OAUTH_PER_MINUTE = 60

/** The rate limit's refusal, told apart by the route's error handler. */
class OauthRateLimited extends Error {
  readonly statusCode = 429
  constructor(after: string) {
    super(`Too many OAuth requests from this address. Please wait ${after}.`)
  }
}

/**
 * RFC 6749 section 5.2's error body, for the OAuth clients that read only it: `slow_down` is the
 * registered token endpoint code for a client calling too fast (RFC 8628 section 3.5, where a
 * polling client backs off on it), beside the {message, code} every other caller of the API reads
 * (decision 0033).
 */
function oauthRateLimitBody(message: string) {
  return { error: 'slow_down', error_description: message, code: 'rate_limited', message }
}

/**
 * A refusal of the mount's own, in both shapes its callers read (decision 0033): RFC 6749 section
 * 5.2's `error` and `error_description` for OAuth clients, which read only those, and the API's
 * `{message, code}` for everyone else. A wrong method is OAuth's `invalid_request` (the RFC has no code
 * of its own for it) and the API's `method_not_allowed`, sent as 405 with the methods in `Allow`.
 */
function oauthRefusal(error: string, message: string, code: ErrorCode) {
  return { error, error_description: message, code, message }
}

const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'
const SLOW_DOWN = `Poll for the token at most once every ${DEVICE_POLL_SECONDS} seconds (RFC 8628 slow_down).`

/** The device code of a device-grant token request (RFC 8628 section 3.4), or undefined for any other. */
function devicePoll(
  route: string,
  method: string,
  contentType: string | undefined,
  body: string | undefined,
) {
  if (route !== '/token' || method !== 'POST' || body === undefined) return undefined
  if (!contentType?.startsWith('application/x-www-form-urlencoded')) return undefined
  const params = new URLSearchParams(body)
  return params.get('grant_type') === DEVICE_CODE_GRANT ? (params.get('device_code') ?? undefined) : undefined
}

type Deps = { mcpOauth: McpOauth; publicUrl: string; apiPrefix: string }

/**
 * The authorization server MCP clients sign in with (decision 0016): oidc-provider answers every path
 * under /oauth (metadata, registration, authorization, token, revocation) on the raw request; the site
 * answers the consent steps.
 */
export const mcpOauthRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  await app.register(providerMount, deps)
  await app.register(consentRoutes, deps)
}

const providerMount: FastifyPluginAsync<Deps> = async (app, { mcpOauth, apiPrefix }) => {
  // The provider reads the body itself; this reads it only to refuse what it must not store.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: OAUTH_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  )

  app.route({
    method: ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'],
    url: `${OAUTH_PREFIX}/*`,
    // MCP clients are programs: they call without a session, from anywhere (the provider does CORS).
    config: {
      anyOrigin: true,
      cors: false,
      rateLimit: {
        max: OAUTH_PER_MINUTE,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) => new OauthRateLimited(context.after),
      },
    },
    schema: { hide: true },
    // The limit's refusal in OAuth's shape (the plugin has already set Retry-After); every other error
    // goes on to the site's handler.
    errorHandler: (error, _request, reply) => {
      if (!(error instanceof OauthRateLimited)) throw error
      return reply.status(429).header('cache-control', 'no-store').send(oauthRateLimitBody(error.message))
    },
    handler: async (request, reply) => {
      const [path, asked = ''] = request.url.split('?', 2) as [string, string?]
      const route = path.slice(`${apiPrefix}${OAUTH_PREFIX}`.length) || '/'
      const allowed = providerMethods(route)
      if (allowed && !allowed.includes(request.method)) {
        const message = `${path} takes ${allowed.join(' or ')}, not ${request.method}.`
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .header('cache-control', 'no-store')
          .send(oauthRefusal('invalid_request', message, 'method_not_allowed'))
      }
      if (resumesSignIn(request.method, route) && cookiesOf(request)[RESUME_COOKIE] === undefined) {
        const message =
          'This sign-in was not started in this browser, or it has ended. Start it again from the app that asked.'
        return reply
          .status(400)
          .header('cache-control', 'no-store')
          .send(oauthRefusal('invalid_request', message, 'bad_request'))
      }
      const contentType = request.headers['content-type']
      const sent = typeof request.body === 'string' ? request.body : undefined
      const invalid = refuseOauthInput(asked, contentType, sent)
      const refusal = invalid
        ? { error: 'invalid_request', message: invalid }
        : route === '/reg' && sent !== undefined
          ? refuseRegistration(sent)
          : undefined
      if (refusal) {
        return reply
          .status(400)
          .header('cache-control', 'no-store')
          .send(oauthRefusal(refusal.error, refusal.message, 'bad_request'))
      }
      const deviceCode = devicePoll(route, request.method, contentType, sent)
      if (deviceCode && (await mcpOauth.devicePolledTooSoon(deviceCode))) {
        return reply
          .status(400)
          .header('cache-control', 'no-store')
          .send({ error: 'slow_down', error_description: SLOW_DOWN })
      }
      const registration = route === '/reg' && request.method === 'POST' && sent !== undefined
      const { query, body } = withSettledScope({
        path: route,
        method: request.method,
        query: asked,
        contentType,
        body: registration ? withSettledAuthMethod(sent) : sent,
      })
      const raw = request.raw as ProviderRequest
      const search = query ? `?${query}` : ''
      raw.originalUrl = `${path}${search}`
      raw.url = `${route}${search}`
      raw.body = body
      raw.log = request.log
      raw.clientAddress = request.ip
      const callback = await mcpOauth.callback()
      handOver(reply)
      await callback(raw, reply.raw)
    },
  })
}

const consentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { mcpOauth, publicUrl }) => {
  const raw = (request: { raw: never }, reply: { raw: never }) => ({ req: request.raw, res: reply.raw })

  // The provider's interaction address (its cookie is scoped to it): on to the site's consent page.
  app.get(`${OAUTH_PREFIX}/interaction/:uid`, { schema: { hide: true } }, async (request, reply) => {
    const { uid } = request.params as { uid: string }
    reply.header('cache-control', 'no-store')
    return reply.redirect(`${publicUrl}${CONSENT_PAGE}/${encodeURIComponent(uid)}`, 303)
  })

  app.route({
    ...endpointRoute(mcpOauthEndpoints.consentRequest, refusals),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return mcpOauth.consentRequest(raw(request as never, reply as never), request.params.uid)
    },
  })

  app.route({
    ...endpointRoute(mcpOauthEndpoints.allow, { ...refusals, 403: apiError }),
    // MCP clients take a subscriber (checked in allow); the command line any signed-in user.
    onRequest: app.requireUser(),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { id, account } = userOf(request)
      return mcpOauth.allow(
        raw(request as never, reply as never),
        request.params.uid,
        id,
        subscribes(account),
      )
    },
  })

  app.route({
    ...endpointRoute(mcpOauthEndpoints.deny, refusals),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return mcpOauth.deny(raw(request as never, reply as never), request.params.uid)
    },
  })

  app.route({
    ...endpointRoute(mcpOauthEndpoints.connectedClients, {}),
    onRequest: app.requireUser(),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { clients: await mcpOauth.connectedClients(userOf(request).id) }
    },
  })

  app.route({
    ...endpointRoute(mcpOauthEndpoints.revokeClient, { 404: apiError }),
    onRequest: app.requireUser(),
    handler: async (request, reply) => {
      await mcpOauth.revokeClient(userOf(request).id, request.params.clientId)
      return reply.status(204).send(null)
    },
  })
}
