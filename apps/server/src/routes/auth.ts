import { authEndpoints, authResponseMessage, notSignedIn, verifyResponse } from '@one/contract/auth'
import { apiError } from '@one/contract/errors'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Account } from '../access/account.ts'
import type { AccountCache } from '../access/account-cache.ts'
import { describeUserAgent } from '../activity/user-agent.ts'
import { unlinkProvider } from '../auth/accounts.ts'
import { apiPublicUrl, safeNext, webOrigins } from '../auth/addresses.ts'
import { popupPage, popupScript } from '../auth/popup-page.ts'
import type { Sessions } from '../auth/sessions.ts'
import { SIGN_IN_TTL_MS, type SignIn } from '../auth/sign-in.ts'
import type { Changes } from '../cache/changes.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import {
  clearSessionCookies,
  clearSignInCookie,
  holdsSessionCookies,
  sessionToken,
  setSessionCookies,
  setSignInCookie,
  signInKey,
} from '../http/session-cookies.ts'
import type { SignInProvider } from '../integrations/oauth-provider.ts'
import { userOf } from '../plugins/viewer.ts'
import type { SponsorRefresh } from '../sponsorships/sponsor-refresh.ts'
import { endpointRoute } from './endpoint-route.ts'

type Options = {
  config: Config
  db: Db
  changes: Changes
  sessions: Sessions
  accounts: AccountCache
  signIn: SignIn
  providers: Record<SignInProvider['id'], SignInProvider>
  sponsors: SponsorRefresh
}

const signInLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

/**
 * The sign-in popup is opened by our page or a sibling site's, on another origin (FACTS 3.3, 13): a
 * page on its way with an opener policy other than unsafe-none would cut it from that opener for
 * good, and the result could never reach it. popup.js answers only listed origins (decision 29).
 */
const keepOpener = (reply: FastifyReply) => reply.header('cross-origin-opener-policy', 'unsafe-none')

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { config, db, changes, sessions, accounts, signIn, providers, sponsors },
) => {
  // The account with its sponsorships read again when they are due (within a short wait).
  const withSponsors = async (account: Account, waitMs?: number): Promise<Account> => {
    const changed = await sponsors.refresh(account.user.id, account.user.identities, waitMs)
    return (changed && (await accounts.account(account.user.id))) || account
  }

  const callbackUrl = (provider: string) => `${apiPublicUrl(config)}/auth/${provider}/callback`
  const scriptUrl = `${new URL(apiPublicUrl(config)).pathname.replace(/\/$/, '')}/auth/popup.js`

  app.route({
    ...endpointRoute(authEndpoints.redirect, {}),
    config: signInLimit,
    handler: async (request, reply) => {
      const provider = providers[request.params.provider]
      const { location, browserKey } = await signIn.start(provider, {
        redirectUri: callbackUrl(provider.id),
        next: safeNext(config, request.query.next),
        linkUserId: (await request.viewer())?.id,
        browserKey: signInKey(request, config),
      })
      setSignInCookie(reply, config, browserKey, SIGN_IN_TTL_MS)
      return keepOpener(reply).header('cache-control', 'no-store').redirect(location)
    },
  })

  const callback = endpointRoute(authEndpoints.callback, {})
  app.route({
    ...callback,
    config: signInLimit,
    schema: { ...callback.schema, hide: true },
    handler: async (request, reply) => {
      const provider = providers[request.params.provider]
      const url = new URL(request.url, callbackUrl(provider.id))
      const result = await signIn.finish(provider, url, callbackUrl(provider.id), signInKey(request, config))
      keepOpener(reply).header('cache-control', 'no-store')
      // Only this browser's own sign-in spends its cookie; a link from elsewhere leaves it be.
      if (result.ok || result.request) clearSignInCookie(reply, config)

      // A new session at every sign-in and every link: a new id whenever what it may do changes.
      if (result.ok) {
        const previous = sessionToken(request, config)
        const signedIn = result.linked
          ? undefined
          : { provider: provider.id, ...describeUserAgent(request.headers['user-agent']) }
        const { token } = await sessions.start(result.userId, signedIn)
        await sessions.end(previous)
        setSessionCookies(reply, config, token)
        // A sign-in or a newly linked provider reads the sponsorships at once.
        sponsors.due(result.userId)
      }
      const mode = result.ok ? result.mode : (result.request?.mode ?? provider.mode)
      const next = (result.ok ? result.next : result.request?.next) || config.publicUrl

      if (mode === 'window') {
        const back = new URL(next)
        // A code, never words: the app shows only texts it knows (docs/decisions/0010).
        if (!result.ok) {
          back.searchParams.set('auth_error', result.code)
          back.searchParams.set('auth_provider', provider.id)
        }
        return reply.redirect(back.toString())
      }
      const message = authResponseMessage.parse(
        result.ok
          ? { type: 'auth-response', status: 'success', body: await signedInAccount(result.userId) }
          : { type: 'auth-response', status: 'error', message: result.message, code: result.code },
      )
      return reply
        .type('text/html; charset=utf-8')
        .send(popupPage({ message, origins: webOrigins(config), home: next, scriptUrl }))
    },
  })

  async function signedInAccount(userId: string): Promise<Account | undefined> {
    const account = await accounts.account(userId)
    return account && withSponsors(account, sponsors.timings.timeoutMs)
  }

  app.get('/auth/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupScript),
  )

  // An account from the cache is the same object until it changes, so its JSON is made (as the bytes
  // sent) once.
  const verifyJson = new WeakMap<Account, Buffer>()
  const jsonOf = (account: Account) => {
    let json = verifyJson.get(account)
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(verifyResponse.parse(account)))
      verifyJson.set(account, json)
    }
    return json
  }

  // Asked on every page view, so it is not limited by address: a whole office may share one.
  app.route({
    ...endpointRoute(authEndpoints.verify, { 401: notSignedIn }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const viewer = await request.viewer()
      if (!viewer) {
        if (holdsSessionCookies(request)) clearSessionCookies(reply, config)
        return reply
          .status(401)
          .send({ user: null, access: [], message: 'Not signed in.', code: 'unauthorized' })
      }
      // JSON already written is sent as it is; the schema above still describes it.
      const account = sponsors.wouldRead(viewer.id) ? await withSponsors(viewer.account) : viewer.account
      return reply.type('application/json; charset=utf-8').send(jsonOf(account) as unknown as Account)
    },
  })

  app.route({
    ...endpointRoute(authEndpoints.logout, {}),
    handler: async (request, reply) => {
      await sessions.end(sessionToken(request, config))
      clearSessionCookies(reply, config)
      return reply.status(204).send(null)
    },
  })

  app.route({
    ...endpointRoute(authEndpoints.logoutEverywhere, { 401: apiError }),
    onRequest: app.requireUser(),
    handler: async (request, reply) => {
      await sessions.endAll(userOf(request).id)
      clearSessionCookies(reply, config)
      return reply.status(204).send(null)
    },
  })

  app.route({
    ...endpointRoute(authEndpoints.providerLogout, { 401: apiError, 404: apiError }),
    onRequest: app.requireUser(),
    handler: async (request, reply) => {
      const userId = userOf(request).id
      if ((await unlinkProvider({ db, changes }, userId, request.params.provider)) === 'last') {
        await sessions.end(sessionToken(request, config))
        clearSessionCookies(reply, config)
      }
      return reply.status(204).send(null)
    },
  })
}
