import { authResponseMessage, providerId, verifyResponse } from '@one/contract/auth'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { z as zm } from 'zod/mini'
import { unlinkProvider } from '../auth/accounts.ts'
import { apiPublicUrl, safeNext, webOrigins } from '../auth/addresses.ts'
import { clearSessionCookies, sessionToken, setSessionCookies } from '../auth/cookies.ts'
import { popupPage, popupScript } from '../auth/popup-page.ts'
import type { Provider } from '../auth/providers.ts'
import type { Sessions } from '../auth/sessions.ts'
import type { SignIn } from '../auth/sign-in.ts'
import { loadUserView } from '../auth/user-view.ts'
import type { Config } from '../config.ts'
import type { Db } from '../db/database.ts'
import { HttpError } from '../http/errors.ts'

type Options = {
  config: Config
  db: Db
  sessions: Sessions
  signIn: SignIn
  providers: Record<z.infer<typeof providerId>, Provider>
}

const providerParams = z.object({
  provider: z.enum(providerId.options, { error: 'must be github, discord or shopify' }),
})
// The contract's schemas are zod/mini, so a schema built from them is too.
const notSignedIn = zm.extend(verifyResponse, apiError.shape)
const signInLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { config, db, sessions, signIn, providers },
) => {
  const callbackUrl = (provider: string) => `${apiPublicUrl(config)}/auth/${provider}/callback`
  const scriptUrl = `${new URL(apiPublicUrl(config)).pathname.replace(/\/$/, '')}/auth/popup.js`

  app.get(
    '/auth/:provider/redirect',
    {
      config: signInLimit,
      schema: {
        summary: 'Start signing in (popup), or connect another provider while signed in',
        params: providerParams,
        querystring: z.object({ next: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider]
      const linkUserId = await sessions.userIdOf(sessionToken(request))
      const location = await signIn.start(provider, {
        redirectUri: callbackUrl(provider.id),
        next: safeNext(config, request.query.next),
        linkUserId,
      })
      return reply.header('cache-control', 'no-store').redirect(location)
    },
  )

  app.get(
    '/auth/:provider/callback',
    { config: signInLimit, schema: { hide: true, params: providerParams } },
    async (request, reply) => {
      const provider = providers[request.params.provider]
      const url = new URL(request.url, callbackUrl(provider.id))
      const result = await signIn.finish(provider, url, callbackUrl(provider.id))
      reply.header('cache-control', 'no-store')

      if (result.ok && !result.linked) {
        const previous = sessionToken(request)
        const { token } = await sessions.start(result.userId)
        await sessions.end(previous)
        setSessionCookies(reply, config, token)
      }
      const mode = result.ok ? result.mode : (result.request?.mode ?? provider.mode)
      const next = (result.ok ? result.next : result.request?.next) || config.publicUrl

      if (mode === 'window') {
        const back = new URL(next)
        if (!result.ok) back.searchParams.set('auth_error', result.message)
        return reply.redirect(back.toString())
      }
      const message = authResponseMessage.parse(
        result.ok
          ? {
              type: 'auth-response',
              status: 'success',
              body: await loadUserView(db, result.userId, config.admins),
            }
          : { type: 'auth-response', status: 'error', message: result.message },
      )
      return reply
        .type('text/html; charset=utf-8')
        .send(popupPage({ message, origins: webOrigins(config), home: next, scriptUrl }))
    },
  )

  app.get('/auth/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupScript),
  )

  app.get(
    '/auth/verify',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        summary: 'Who is signed in, and what they have access to',
        response: { 200: verifyResponse, 401: notSignedIn },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const userId = await sessions.userIdOf(sessionToken(request))
      const view = userId ? await loadUserView(db, userId, config.admins) : undefined
      if (!view?.user) {
        if (sessionToken(request)) clearSessionCookies(reply, config)
        return reply
          .status(401)
          .send({ user: null, access: [], message: 'Not signed in.', code: 'unauthorized' })
      }
      return view
    },
  )

  app.post('/auth/logout', { schema: { summary: 'Sign out of this browser' } }, async (request, reply) => {
    await sessions.end(sessionToken(request))
    clearSessionCookies(reply, config)
    return reply.status(204).send()
  })

  app.post(
    '/auth/:provider/logout',
    { schema: { summary: 'Disconnect one provider; the last one signs out', params: providerParams } },
    async (request, reply) => {
      const token = sessionToken(request)
      const userId = await sessions.userIdOf(token)
      if (!userId) throw new HttpError(401, 'unauthorized', 'You are not signed in.')
      if ((await unlinkProvider(db, userId, request.params.provider)) === 'last') {
        await sessions.end(token)
        clearSessionCookies(reply, config)
      }
      return reply.status(204).send()
    },
  )
}
