// Stripe's REST API (`/v1/...`), the subset One calls, as the official SDK speaks it: form-encoded
// bodies with bracketed keys, the account's secret key (Bearer or Basic), Stripe's error shape, and
// idempotency keys.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { faultControl } from '../shared/fault.ts'
import { type Billing, noSuch, StripeApiError } from './billing.ts'
import { type FormObject, type FormValue, parseStripeForm } from './form.ts'
import {
  checkoutSessionObject,
  customerObject,
  eventObject,
  invoiceObject,
  list,
  portalSessionObject,
  priceById,
  priceObject,
  subscriptionObject,
} from './objects.ts'
import { seededPrices } from './plans.ts'
import type { ReceivedRequests } from './received-requests.ts'
import { type Metadata, newId, type StripeStore } from './state.ts'
import type { WebhookSender } from './webhooks.ts'

type Deps = {
  billing: Billing
  store: StripeStore
  webhooks: WebhookSender
  base: (request: FastifyRequest) => string
  /** The one key this account answers to; without it, every request is refused. */
  secretKey: string | undefined
  applyFault: ReturnType<typeof faultControl>
  received: ReceivedRequests
}

const text = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null)

function required(form: FormObject, key: string): string {
  const value = text(form[key])
  if (!value) throw new StripeApiError(400, `Missing required param: ${key}.`, key)
  return value
}

function metadata(value: FormValue | undefined, param = 'metadata'): Metadata {
  if (value === undefined) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw new StripeApiError(400, `Invalid ${param}.`, param)
  const entries = Object.entries(value)
  if (
    entries.length > 50 ||
    entries.some(([key, v]) => typeof v !== 'string' || key.length > 40 || v.length > 500)
  ) {
    throw new StripeApiError(400, `Invalid ${param}: at most 50 keys of 40 characters, values of 500.`, param)
  }
  return Object.fromEntries(entries) as Metadata
}

function firstItem(form: FormObject, key: string): FormObject {
  const items = form[key]
  const first = Array.isArray(items) ? items[0] : undefined
  if (!first || typeof first !== 'object' || Array.isArray(first)) {
    throw new StripeApiError(400, `Missing required param: ${key}[0].`, key)
  }
  return first
}

function expands(form: FormObject, query: Record<string, string | string[] | undefined>): string[] {
  const fromForm = Array.isArray(form.expand) ? form.expand.filter((v) => typeof v === 'string') : []
  const fromQuery = Object.entries(query)
    .filter(([key]) => /^expand(\[\d*\])?$/.test(key))
    .flatMap(([, value]) => value ?? [])
  return [...fromForm, ...fromQuery] as string[]
}

// Answers to POSTs by idempotency key, as Stripe keeps them (for a day; here, the newest thousand).
const KEPT_ANSWERS = 1000

/** The key of an `Authorization` header: Bearer, or Basic with the key as the user name, as Stripe takes it. */
function presentedKey(header: string | undefined): string | undefined {
  const [scheme, credentials] = header?.split(' ') ?? []
  if (!credentials) return undefined
  if (/^bearer$/i.test(scheme!)) return credentials
  if (/^basic$/i.test(scheme!))
    return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || undefined
  return undefined
}

const digest = (key: string) => createHash('sha256').update(key).digest()
const sameKey = (presented: string, secretKey: string) =>
  timingSafeEqual(digest(presented), digest(secretKey))

/** As Stripe shows a refused key: its kind and last four characters. */
const masked = (key: string) =>
  key.length > 12
    ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`
    : '*'.repeat(key.length)

export async function stripeApiRoutes(
  app: FastifyInstance,
  { billing, store, webhooks, base, secretKey, applyFault, received }: Deps,
) {
  const answers = new Map<string, { status: number; body: unknown }>()

  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseStripeForm(body as string))
      } catch (error) {
        done(new StripeApiError(400, (error as Error).message))
      }
    },
  )

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StripeApiError) {
      return reply
        .status(error.status)
        .send({ error: { type: error.type, code: error.code, message: error.message, param: error.param } })
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    return reply.status(status).send({ error: { type: 'api_error', message: (error as Error).message } })
  })

  app.addHook('onRequest', async (request) => {
    received.note(request)
    const presented = presentedKey(request.headers.authorization)
    if (presented === undefined) {
      throw new StripeApiError(
        401,
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      )
    }
    if (!secretKey || !sameKey(presented, secretKey)) {
      throw new StripeApiError(401, `Invalid API Key provided: ${masked(presented)}`)
    }
  })

  app.addHook('preHandler', async (_request, reply) => {
    if (await applyFault(reply)) return reply
  })

  // A POST retried with the same Idempotency-Key gets the first answer, not a second charge.
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key']
    if (request.method !== 'POST' || typeof key !== 'string') return
    const earlier = answers.get(key)
    if (earlier) return reply.status(earlier.status).send(earlier.body)
  })
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key']
    if (request.method !== 'POST' || typeof key !== 'string' || answers.has(key)) return payload
    answers.set(key, { status: reply.statusCode, body: JSON.parse(String(payload)) })
    if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!)
    return payload
  })

  const form = (request: FastifyRequest) => (request.body ?? {}) as FormObject
  const send = async (reply: FastifyReply, events: ReturnType<Billing['pay']>, body: unknown) => {
    await webhooks.send(events)
    return reply.send(body)
  }

  app.get('/v1/prices', async () => list(seededPrices.map(priceObject), '/v1/prices'))
  app.get<{ Params: { id: string } }>('/v1/prices/:id', async (request) => {
    const price = priceById(request.params.id)
    if (!price) throw noSuch('price', request.params.id)
    return priceObject(price)
  })

  app.post('/v1/customers', async (request) => {
    const body = form(request)
    return customerObject(billing.createCustomer(text(body.email), text(body.name), metadata(body.metadata)))
  })
  app.get<{ Params: { id: string } }>('/v1/customers/:id', async (request) => {
    const customer = store.state.customers[request.params.id]
    if (!customer) throw noSuch('customer', request.params.id)
    return customerObject(customer)
  })

  app.post('/v1/checkout/sessions', async (request) => {
    const body = form(request)
    if (text(body.mode) !== 'subscription') {
      throw new StripeApiError(
        400,
        'The emulator makes subscription checkouts only: mode=subscription.',
        'mode',
      )
    }
    const item = firstItem(body, 'line_items')
    const quantity = text(item.quantity) ?? '1'
    if (quantity !== '1')
      throw new StripeApiError(400, 'One of each plan: quantity must be 1.', 'line_items[0][quantity]')
    const subscriptionData = body.subscription_data
    const session = billing.createCheckoutSession({
      priceId: required(item, 'price'),
      customer: text(body.customer),
      customerEmail: text(body.customer_email),
      clientReferenceId: text(body.client_reference_id),
      metadata: metadata(body.metadata),
      subscriptionMetadata:
        subscriptionData && typeof subscriptionData === 'object' && !Array.isArray(subscriptionData)
          ? metadata(subscriptionData.metadata, 'subscription_data[metadata]')
          : {},
      successUrl: required(body, 'success_url'),
      cancelUrl: required(body, 'cancel_url'),
    })
    return checkoutSessionObject(session, base(request))
  })
  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    const session = billing.checkoutSession(request.params.id)
    const expanded =
      session.subscription && expands({}, request.query as Record<string, string>).includes('subscription')
        ? subscriptionObject(
            billing.subscription(session.subscription),
            billing.latestInvoice(session.subscription),
          )
        : undefined
    return checkoutSessionObject(session, base(request), expanded)
  })

  app.get<{ Querystring: { customer?: string } }>('/v1/subscriptions', async (request) => {
    const subscriptions = Object.values(store.state.subscriptions)
      .filter((s) => !request.query.customer || s.customer === request.query.customer)
      .map((s) => subscriptionObject(s, billing.latestInvoice(s.id)))
    return list(subscriptions, '/v1/subscriptions')
  })
  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request) => {
    const subscription = billing.subscription(request.params.id)
    return subscriptionObject(subscription, billing.latestInvoice(subscription.id))
  })
  app.post<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
    const body = form(request)
    const item = body.items === undefined ? undefined : firstItem(body, 'items')
    const cancel = text(body.cancel_at_period_end)
    if (cancel !== null && cancel !== 'true' && cancel !== 'false') {
      throw new StripeApiError(400, 'Invalid boolean: cancel_at_period_end.', 'cancel_at_period_end')
    }
    const events = billing.update(
      request.params.id,
      {
        priceId: item ? required(item, 'price') : undefined,
        itemId: item ? required(item, 'id') : undefined,
        cancelAtPeriodEnd: cancel === null ? undefined : cancel === 'true',
        metadata: body.metadata === undefined ? undefined : metadata(body.metadata),
      },
      base(request),
    )
    const subscription = billing.subscription(request.params.id)
    return send(reply, events, subscriptionObject(subscription, billing.latestInvoice(subscription.id)))
  })
  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request, reply) => {
    const events = billing.cancelNow(request.params.id)
    const subscription = billing.subscription(request.params.id)
    return send(reply, events, subscriptionObject(subscription, billing.latestInvoice(subscription.id)))
  })

  app.get<{ Querystring: { customer?: string; subscription?: string; limit?: string } }>(
    '/v1/invoices',
    async (request) => {
      const { customer, subscription, limit } = request.query
      const count = Math.min(100, Math.max(1, Number(limit ?? 10) || 10))
      const invoices = billing.invoices({ customer, subscription }).slice(0, count)
      return list(
        invoices.map((invoice) => invoiceObject(invoice, base(request))),
        '/v1/invoices',
      )
    },
  )

  // Newest first, as Stripe lists them; the same objects the webhooks carry.
  app.get<{ Querystring: { type?: string; limit?: string } }>('/v1/events', async (request) => {
    const { type, limit } = request.query
    const count = Math.min(100, Math.max(1, Number(limit ?? 10) || 10))
    const events = store.state.events
      .filter((event) => !type || event.type === type)
      .slice(-count)
      .reverse()
    return list(events.map(eventObject), '/v1/events')
  })

  app.post('/v1/billing_portal/sessions', async (request) => {
    const body = form(request)
    const customer = required(body, 'customer')
    if (!store.state.customers[customer]) throw noSuch('customer', customer, 'customer', 400)
    const session = {
      id: newId('bps'),
      customer,
      returnUrl: required(body, 'return_url'),
      created: billing.now(),
    }
    store.state.portalSessions[session.id] = session
    store.save()
    return portalSessionObject(session, base(request))
  })
}
