import { API_KEY_PREFIX } from '@one/contract/api-key'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Account } from '../access/account.ts'
import type { AccountCache } from '../access/account-cache.ts'
import { bearerOf, subscribes } from '../api-keys/api-key-rules.ts'
import type { ApiKeys } from '../api-keys/api-keys.ts'
import { AppError } from '../app-error.ts'
import type { Config } from '../config.ts'
import { sessionToken } from '../http/session-cookies.ts'
import type { McpOauth } from '../mcp-oauth/mcp-oauth.ts'
import { documented } from './openapi.ts'

/** The signed-in caller of a request: their account as verify shows it, and how they proved it. */
export type Viewer = { id: string; account: Account; via: 'session' | 'api-key' | 'oauth' }

/**
 * Why a bearer let nobody in: not a current key, a key whose owner no longer subscribes, or an access
 * token (the command line's) that is not live.
 */
type KeyRefusal = 'unknown' | 'not-subscriber' | 'token'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling, looked up at most once per request; undefined for a guest. */
    viewer(): Promise<Viewer | undefined>
    /** Set by requireUser and requireAdmin. */
    user: Viewer | null
    viewerLookup: Promise<Viewer | undefined> | null
    keyRefusal: KeyRefusal | null
  }
  interface FastifyContextConfig {
    /**
     * The route also takes `Authorization: Bearer <API key>` instead of the session (docs/decisions/0013), or the
     * command line's access token (a device sign-in, decision 0023).
     */
    apiKey?: boolean
  }
  interface FastifyInstance {
    /** Refuses guests with 401 and `message`, before the body is read. */
    requireUser(message?: string): onRequestAsyncHookHandler
    /** Refuses guests with 401 and signed-in users who are not admins with 403. */
    requireAdmin: onRequestAsyncHookHandler
    /** Refuses guests with 401 and signed-in users who do not subscribe with 403 and `message`. */
    requireSubscriber(message: string): onRequestAsyncHookHandler
  }
}

/** The user a requireUser or requireAdmin hook let through. */
export function userOf(request: FastifyRequest): Viewer {
  if (!request.user) throw new AppError('unauthorized', 'You are not signed in.')
  return request.user
}

/** What a request with a refused API key is told, or undefined when it carried no key. */
export function keyRefusalError(request: FastifyRequest): AppError | undefined {
  switch (request.keyRefusal) {
    case 'unknown':
      return new AppError(
        'unauthorized',
        'This API key is not valid: it is unknown, or it was replaced by a new one.',
      )
    case 'not-subscriber':
      return new AppError(
        'forbidden',
        'API keys work only while you subscribe to Vuetify One, and your subscription has ended.',
      )
    case 'token':
      return new AppError(
        'unauthorized',
        'This access token is not valid: it expired or was revoked. Sign in again (`one login`).',
      )
    default:
      return undefined
  }
}

type Deps = {
  accounts: AccountCache
  apiKeys: ApiKeys
  config: Config
  /** Optional: an app without the sign-in server takes API keys only. */
  mcpOauth?: Pick<McpOauth, 'callerOfToken'>
}

// A route that takes keys reads the bearer header instead of the cookie; any other ignores the header.
async function lookUp(
  request: FastifyRequest,
  { accounts, apiKeys, config, mcpOauth }: Deps,
): Promise<Viewer | undefined> {
  const key = request.routeOptions.config.apiKey ? bearerOf(request.headers.authorization) : undefined
  if (key === undefined) {
    const account = await accounts.accountOfToken(sessionToken(request, config))
    return account && { id: account.user.id, account, via: 'session' }
  }
  // Any other bearer is the command line's token, for the bins API only (its audience); no subscription.
  if (!key.startsWith(API_KEY_PREFIX) && mcpOauth) {
    const caller = await mcpOauth.callerOfToken(key, 'bins')
    const account = caller ? await accounts.account(caller.userId) : undefined
    if (!account) {
      request.keyRefusal = 'token'
      return undefined
    }
    return { id: account.user.id, account, via: 'oauth' }
  }
  const userId = await apiKeys.userOfKey(key)
  const account = userId ? await accounts.account(userId) : undefined
  if (!account) {
    request.keyRefusal = 'unknown'
    return undefined
  }
  if (!subscribes(account)) {
    request.keyRefusal = 'not-subscriber'
    return undefined
  }
  return { id: account.user.id, account, via: 'api-key' }
}

const NO_VIEWER: Promise<Viewer | undefined> = Promise.resolve(undefined)

export const viewer = fp(async (app: FastifyInstance, deps: Deps) => {
  app.decorateRequest('user', null)
  app.decorateRequest('viewerLookup', null)
  app.decorateRequest('keyRefusal', null)
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    // With neither a cookie nor an Authorization header there is no one to look up: a guest reading a
    // shared bin is told so at once.
    const { cookie, authorization } = this.headers
    this.viewerLookup ??= cookie || authorization ? lookUp(this, deps) : NO_VIEWER
    return this.viewerLookup
  })

  // Each hook tells the API document what it takes and refuses; `config.apiKey` adds the key there.
  app.decorate('requireUser', (message = 'You are not signed in.') =>
    documented(
      async (request: FastifyRequest) => {
        const found = await request.viewer()
        if (!found) throw keyRefusalError(request) ?? new AppError('unauthorized', message)
        request.user = found
      },
      { credentials: ['session'], refusals: { 401: undefined } },
    ),
  )

  app.decorate('requireSubscriber', (message: string) =>
    documented(
      async (request: FastifyRequest) => {
        const found = await request.viewer()
        if (!found) throw keyRefusalError(request) ?? new AppError('unauthorized', 'You are not signed in.')
        if (!subscribes(found.account)) throw new AppError('forbidden', message)
        request.user = found
      },
      { credentials: ['session'], refusals: { 401: undefined, 403: 'The caller does not subscribe' } },
    ),
  )

  app.decorate(
    'requireAdmin',
    documented(
      async (request: FastifyRequest) => {
        const found = await request.viewer()
        if (!found) throw new AppError('unauthorized', 'You are not signed in.')
        if (!found.account.user.isAdmin) throw new AppError('forbidden', 'Only admins can do this.')
        request.user = found
      },
      { credentials: ['session'], refusals: { 401: undefined, 403: 'The caller is not an admin' } },
    ),
  )
})
