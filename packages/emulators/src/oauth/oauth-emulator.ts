import formbody from '@fastify/formbody'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { EmulatorOptions } from '../shared/service.ts'
import { badRequestPage, signInPage } from './authorize-page.ts'
import { parseAuthorizeRequest, redirectWith } from './authorize-request.ts'
import { authenticateClient } from './client-authentication.ts'
import { redirectProblem } from './clients.ts'
import { githubTokenGrant, githubTokenRefusal } from './github-token.ts'
import { emulatedUser, usernamePattern } from './identity.ts'
import { invalidRequest, isOAuthError, type OAuthError } from './oauth-error.ts'
import { readParams } from './params.ts'
import type { ProviderDescription } from './providers.ts'
import {
  exchangeCode,
  type IssuedCode,
  type IssuedToken,
  issue,
  issuedStore,
  newSecret,
  type SignInState,
} from './token-exchange.ts'

const codeLifetimeMs = 60_000
const tokenLifetimeSeconds = 3600
const formBodyLimit = 16 * 1024
const tokenParamNames = [
  'grant_type',
  'code',
  'redirect_uri',
  'code_verifier',
  'client_id',
  'client_secret',
] as const

/**
 * One provider's sign-in service: the authorize page, the token endpoint and the profile endpoint
 * (or, for an OpenID provider, the id_token), speaking OAuth 2.0 authorization code with PKCE at the
 * provider's own paths.
 */
export function oauthEmulator(provider: ProviderDescription): FastifyPluginAsync<EmulatorOptions> {
  return async (app, options) => {
    const now = options.now ?? Date.now
    const capacity = options.capacity ?? 10_000
    const clients = options.clients ?? 'same-host'
    const state: SignInState = {
      codes: issuedStore<IssuedCode>({ ttlMs: codeLifetimeMs, capacity, now }),
      tokens: issuedStore<IssuedToken>({ ttlMs: tokenLifetimeSeconds * 1000, capacity, now }),
    }
    // The host may parse forms already; a second parser for the same type would be refused.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody)
    const idToken = provider.openid?.(app, now)

    // A redirect URI that is not registered gets a page, never a redirect: that would be an open redirect.
    const readAuthorizeRequest = (source: unknown, request: FastifyRequest) => {
      const parsed = parseAuthorizeRequest(source, { responseTypeImplied: provider.githubStyle })
      if (!parsed.ok) return parsed
      const { clientId, redirectUri } = parsed.request
      const problem = redirectProblem(clients, provider, { clientId, redirectUri, host: request.host })
      return problem ? { ok: false as const, problems: [problem] } : parsed
    }

    app.get(provider.paths.authorize, async (request, reply) => {
      const parsed = readAuthorizeRequest(request.query, request)
      if (!parsed.ok) return sendPage(reply, 400, badRequestPage(provider, parsed.problems))
      return sendPage(reply, 200, signInPage({ provider, action: pathOf(request), params: parsed.params }))
    })

    app.post(provider.paths.authorize, { bodyLimit: formBodyLimit }, async (request, reply) => {
      const parsed = readAuthorizeRequest(request.body, request)
      if (!parsed.ok) return sendPage(reply, 400, badRequestPage(provider, parsed.problems))
      const { request: authorize, params } = parsed
      const { values, problems } = readParams(request.body, ['action', 'username'])

      if (values.action === 'cancel') {
        const denied = { error: 'access_denied', error_description: 'The user denied the request' }
        return keepOpener(reply).redirect(
          redirectWith(authorize.redirectUri, { ...denied, state: authorize.state }),
          302,
        )
      }
      const username = values.username?.trim() ?? ''
      if (problems.length > 0 || !usernamePattern.test(username)) {
        const error = 'Enter a username of 1 to 39 letters, digits, "-" or "_".'
        const form = { provider, action: pathOf(request), params, username: values.username, error }
        return sendPage(reply, 400, signInPage(form))
      }
      const code = newSecret()
      issue(state.codes, code, { request: authorize, username, used: false })
      return keepOpener(reply).redirect(
        redirectWith(authorize.redirectUri, { code, state: authorize.state }),
        302,
      )
    })

    app.post(provider.paths.token, { bodyLimit: formBodyLimit }, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
      const asForm = provider.githubStyle === true && !asksForJson(request.headers.accept)
      const answer = (status: number, body: TokenAnswer) => sendTokenAnswer(reply, asForm, status, body)
      const refuse = (refusal: OAuthError) => {
        if (provider.githubStyle) {
          const { status, body } = githubTokenRefusal(refusal)
          return answer(status, body)
        }
        const { status, error, description, challenge } = refusal
        if (challenge) reply.header('www-authenticate', challenge)
        return answer(status, { error, error_description: description })
      }

      const { values, problems } = readParams(request.body, tokenParamNames)
      if (problems.length > 0) return refuse(invalidRequest(problems.join('; ')))
      const client = authenticateClient(
        request.headers.authorization,
        values,
        clients,
        provider.clientAuthentication,
      )
      if (isOAuthError(client)) return refuse(client)
      const params = provider.githubStyle ? { grant_type: 'authorization_code', ...values } : values
      const result = exchangeCode(state, client.clientId, params)
      if (isOAuthError(result)) return refuse(result)
      if (provider.githubStyle) return answer(200, githubTokenGrant(result.accessToken, result.scope))
      const openid = idToken && result.scope.split(' ').includes('openid')
      return answer(200, {
        access_token: result.accessToken,
        token_type: provider.tokenType,
        scope: result.scope,
        expires_in: tokenLifetimeSeconds,
        ...(openid
          ? {
              id_token: idToken({
                request,
                clientId: client.clientId,
                username: result.username,
                nonce: result.nonce,
              }),
            }
          : {}),
      })
    })

    const presented = new RegExp(`^(?:${provider.tokenSchemes.join('|')})\\s+(\\S+)\\s*$`, 'i')
    const tokenHolder = (request: FastifyRequest, reply: FastifyReply) => {
      const token = presented.exec(request.headers.authorization ?? '')?.[1]
      const issued = token === undefined ? undefined : state.tokens.get(token)
      if (!issued) {
        // RFC 6750 section 3: say why, in the challenge, when a token was presented.
        const challenge = token === undefined ? 'Bearer' : 'Bearer error="invalid_token"'
        reply.code(401).header('www-authenticate', challenge).send({ message: 'Bad credentials' })
        return undefined
      }
      reply.header('cache-control', 'no-store')
      return { user: emulatedUser(provider.key, issued.username), scope: issued.scope }
    }

    // An OpenID provider such as Shopify may have no profile endpoint: the id_token says who it is.
    const { profile } = provider
    if (profile && provider.paths.profile) {
      app.get(provider.paths.profile, async (request, reply) => {
        const holder = tokenHolder(request, reply)
        if (!holder) return reply
        const baseUrl = `${request.protocol}://${request.host}${app.prefix}`
        return profile(holder.user, baseUrl, holder.scope)
      })
    }

    for (const [path, document] of Object.entries(provider.userDocuments ?? {})) {
      app.get(path, async (request, reply) => {
        const holder = tokenHolder(request, reply)
        if (!holder) return reply
        const granted = holder.scope.split(/[\s,]+/)
        // GitHub answers a token without the scope as if the address did not exist.
        if (!document.scopes.some((scope) => granted.includes(scope))) {
          return reply.code(404).send({ message: 'Not Found' })
        }
        return document.answer(holder.user)
      })
    }

    provider.routes?.(app)
  }
}

// The form posts back to the path the browser used, whatever prefix a proxy or the host added.
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url

/**
 * A provider's sign-in is opened in a popup by whichever site signs its users in, on any origin; like
 * the real providers' pages, these set no opener policy that would cut the popup from its opener (a
 * policy on any page of the way, redirects included, severs it for good).
 */
const keepOpener = (reply: FastifyReply) => reply.header('cross-origin-opener-policy', 'unsafe-none')

function sendPage(reply: FastifyReply, status: number, page: string) {
  return keepOpener(reply)
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(page)
}

type TokenAnswer = Record<string, string | number>

/** JSON, or GitHub's default: "By default, the response takes the following form" (a form). */
function sendTokenAnswer(reply: FastifyReply, asForm: boolean, status: number, body: TokenAnswer) {
  if (!asForm) return reply.code(status).send(body)
  const form = new URLSearchParams(
    Object.entries(body).map(([name, value]): [string, string] => [name, String(value)]),
  )
  return reply.code(status).type('application/x-www-form-urlencoded; charset=utf-8').send(form.toString())
}

/** Whether an Accept header names application/json itself (GitHub's vnd types do not count). */
function asksForJson(accept: string | undefined): boolean {
  return (accept ?? '')
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === 'application/json')
}
