// The test clock and the delivery knobs: what tests (and a developer trying renewals) drive.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Billing, type ControlledStatus, controlledStatuses, StripeApiError } from './billing.ts'
import type { ReceivedRequests } from './received-requests.ts'
import type { DeliveryMode, WebhookSender } from './webhooks.ts'

type Deps = {
  billing: Billing
  webhooks: WebhookSender
  base: (request: FastifyRequest) => string
  received: ReceivedRequests
}

const modes: DeliveryMode[] = ['in-order', 'twice', 'reversed']
// Ten years: enough to walk any plan through renewals, small enough that no loop runs long.
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600

export async function stripeControlRoutes(app: FastifyInstance, { billing, webhooks, base, received }: Deps) {
  app.get('/requests', async () => ({ requests: received.all() }))

  app.post<{ Body: { seconds?: unknown } }>('/advance', async (request, reply) => {
    const seconds = request.body?.seconds
    if (
      typeof seconds !== 'number' ||
      !Number.isInteger(seconds) ||
      seconds < 0 ||
      seconds > MAX_ADVANCE_SECONDS
    ) {
      return reply
        .status(400)
        .send({ message: `seconds must be a whole number from 0 to ${MAX_ADVANCE_SECONDS}.` })
    }
    const events = billing.advance(seconds, base(request))
    await webhooks.send(events)
    return {
      now: billing.now(),
      events: events.map(({ id, type }) => ({ id, type })),
      pending: webhooks.pending,
    }
  })

  app.post<{ Body: { subscription?: unknown } }>('/decline-next-payment', async (request, reply) => {
    const id = request.body?.subscription
    if (typeof id !== 'string')
      return reply.status(400).send({ message: 'subscription must be a subscription id.' })
    try {
      billing.declineNextPayment(id)
    } catch {
      return reply.status(404).send({ message: `No such subscription: '${id}'` })
    }
    return { subscription: id, declineNextPayment: true }
  })

  // Puts a subscription in a status as Stripe would, sending the webhooks Stripe sends on the way.
  app.post<{ Body: { subscription?: unknown; status?: unknown } }>('/status', async (request, reply) => {
    const { subscription: id, status } = request.body ?? {}
    if (typeof id !== 'string')
      return reply.status(400).send({ message: 'subscription must be a subscription id.' })
    if (!controlledStatuses.includes(status as ControlledStatus)) {
      return reply.status(400).send({ message: `status must be one of ${controlledStatuses.join(', ')}.` })
    }
    let events: ReturnType<Billing['setStatus']>
    try {
      events = billing.setStatus(id, status as ControlledStatus, base(request))
    } catch (error) {
      const code = error instanceof StripeApiError ? error.status : 500
      return reply.status(code).send({ message: (error as Error).message })
    }
    await webhooks.send(events)
    return { subscription: id, status, events: events.map(({ id, type }) => ({ id, type })) }
  })

  app.post<{ Body: { mode?: unknown } }>('/delivery', async (request, reply) => {
    const mode = request.body?.mode
    if (!modes.includes(mode as DeliveryMode)) {
      return reply.status(400).send({ message: `mode must be one of ${modes.join(', ')}.` })
    }
    webhooks.mode = mode as DeliveryMode
    return { mode }
  })

  // What Stripe's dashboard "Resend" does for every event still waiting: sends them now.
  app.post('/redeliver', async () => {
    await webhooks.redeliver()
    return { pending: webhooks.pending }
  })

  app.get('/deliveries', async () => ({
    mode: webhooks.mode,
    pending: webhooks.pending,
    deliveries: webhooks.deliveries,
  }))
}
