import { apiError } from '@one/contract/errors'
import { membershipEndpoints } from '@one/contract/membership'
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Membership } from '../membership/membership.ts'
import { countWebhook, failedWebhook } from '../ops/webhook-outcomes.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

type Options = { membership: Membership }

const signIn = 'Sign in to manage your subscription.'
const refusals = { 401: apiError, 403: apiError, 404: apiError, 409: apiError, 503: apiError }

/** The `/one/*` subscription calls of spec section 7. */
export const membershipRoutes: FastifyPluginAsyncZod<Options> = async (app, { membership }) => {
  // Each of these calls Stripe: a few a minute is all a person needs.
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } }

  app.route({
    ...endpointRoute(membershipEndpoints.subscribe, refusals),
    config: limited,
    onRequest: app.requireUser('Sign in to subscribe.'),
    handler: async (request, reply) => {
      const { account } = userOf(request)
      const email = account.user.identities.flatMap((identity) => identity.emails)[0]
      const { interval, type, returnTo } = request.query
      return reply.redirect(
        await membership.subscribe({ id: account.user.id, email }, { interval, type }, returnTo),
        302,
      )
    },
  })

  app.route({
    ...endpointRoute(membershipEndpoints.activate, refusals),
    config: limited,
    onRequest: app.requireUser(signIn),
    handler: async (request) => membership.activate(userOf(request).id, request.body.sessionId),
  })

  app.route({
    ...endpointRoute(membershipEndpoints.info, refusals),
    config: limited,
    onRequest: app.requireUser(signIn),
    handler: async (request) => membership.info(userOf(request).id),
  })

  app.route({
    ...endpointRoute(membershipEndpoints.modify, refusals),
    config: limited,
    onRequest: app.requireUser(signIn),
    handler: async (request) => {
      const { subscriptionId, interval, type } = request.body
      return membership.modify(userOf(request).id, subscriptionId, { interval, type })
    },
  })

  app.route({
    ...endpointRoute(membershipEndpoints.cancel, refusals),
    config: limited,
    onRequest: app.requireUser(signIn),
    handler: async (request) => membership.cancel(userOf(request).id, request.query.subscriptionId),
  })

  app.route({
    ...endpointRoute(membershipEndpoints.manage, refusals),
    config: limited,
    onRequest: app.requireUser(signIn),
    handler: async (request, reply) =>
      reply.redirect(await membership.manage(userOf(request).id, request.query.returnTo), 302),
  })

  await app.register(stripeWebhookRoute, { membership })
}

/**
 * POST /one/webhooks/stripe: the signature covers the exact bytes, so this route reads its body as
 * text. Stripe calls it without cookies or an Origin, and retries whatever is not answered with a 2xx.
 */
const stripeWebhookRoute: FastifyPluginAsync<Options> = async (app, { membership }) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
  app.post('/one/webhooks/stripe', {
    bodyLimit: 512 * 1024,
    schema: { summary: 'Stripe webhook events (signed by Stripe)', hide: true },
    handler: async (request, reply) => {
      const signature = request.headers['stripe-signature']
      const outcome = await membership
        .webhook(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        )
        .catch((error: unknown) => {
          countWebhook(failedWebhook(error))
          throw error
        })
      countWebhook(outcome)
      return reply.send({ received: true, outcome })
    },
  })
}
