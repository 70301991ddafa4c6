import type { FastifyRequest } from 'fastify'
import { faultControl } from '../shared/fault.ts'
import type { EmulatedService } from '../shared/service.ts'
import { stripeApiRoutes } from './api-routes.ts'
import { Billing } from './billing.ts'
import { stripeControlRoutes } from './control-routes.ts'
import { stripePageRoutes } from './page-routes.ts'
import { ReceivedRequests } from './received-requests.ts'
import { StripeStore } from './state.ts'
import { WebhookSender } from './webhooks.ts'

export type StripeUrls = {
  stripe: {
    /** Where the SDK is pointed (its requests go to `<api>/v1/...`). */
    api: string
    /** The test clock and delivery knobs. */
    control: string
  }
}

/**
 * Stripe under /stripe: the REST API at /stripe/v1, hosted checkout and the billing portal beside it,
 * and the control API at /stripe/_control (the clock, deliveries, a fault for every API answer, and
 * the API calls it received).
 */
export const stripeService: EmulatedService<StripeUrls> = {
  plugin: async (app, { now = Date.now, stripe = {} }) => {
    const store = new StripeStore(stripe.dataDir, { delivers: stripe.webhook !== undefined })
    const billing = new Billing(store, now)
    const webhooks = new WebhookSender(store, stripe.webhook)
    app.addHook('onClose', async () => webhooks.close())
    const prefix = `${app.prefix}/stripe`
    const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${prefix}`
    const received = new ReceivedRequests()
    const deps = { billing, store, webhooks, base, received }
    await app.register(
      async (scope) => {
        // A slow or failing Stripe, for tests of what the server does meanwhile (`_control/fault`).
        const applyFault = faultControl(scope)
        await scope.register(stripeApiRoutes, { ...deps, secretKey: stripe.secretKey, applyFault })
        await scope.register(stripePageRoutes, deps)
        await scope.register(stripeControlRoutes, { ...deps, prefix: '/_control' })
      },
      { prefix: '/stripe' },
    )
  },
  urls(base) {
    return { stripe: { api: `${base}/stripe`, control: `${base}/stripe/_control` } }
  },
}
