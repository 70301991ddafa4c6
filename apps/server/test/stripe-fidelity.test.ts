// The Stripe emulator speaks the pinned SDK's API version (spec/FACTS 14): after a server flow through
// checkout, a plan change, the billing portal, every status and a renewal, each object it answers (as
// it goes over the wire) is walked against the SDK's types, and has no key they do not have.
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { emulatorStripeKeys } from '../src/integrations/stripe.ts'
import { listenWithEmulators, signedIn, testSessionSecret } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'
import { shapeProblems } from './support/stripe-shapes.ts'
import { advanceStripe, subscribe } from './support/subscriber.ts'

let database: Database
let app: FastifyInstance
let base: string

beforeAll(async () => {
  database = await openDatabase({})
  ;({ app, base } = await listenWithEmulators(database, 'stripe-fidelity'))
})

afterAll(async () => {
  const closing = app.close()
  app.server.closeAllConnections()
  await closing
  await database.close()
})

type Answer = { object: string; [key: string]: unknown }

/** The emulator's answer as the SDK receives it: raw JSON, with the key the server uses. */
async function stripeApi(method: 'GET' | 'POST' | 'DELETE', path: string, form?: Record<string, string>) {
  const response = await fetch(`${base}/_emulators/stripe${path}`, {
    method,
    headers: {
      authorization: `Bearer ${emulatorStripeKeys(testSessionSecret).secretKey}`,
      'stripe-version': Stripe.API_VERSION,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  })
  expect(response.status, `${method} ${path}`).toBe(200)
  return (await response.json()) as Answer
}

/** Every problem of an answer, a list's items each checked as its own object. */
function problems(answer: Answer): string[] {
  const own = shapeProblems(answer, answer.object)
  if (answer.object !== 'list') return own
  return [...own, ...(answer.data as Answer[]).flatMap((item) => shapeProblems(item, item.object))]
}

const control = async (path: string, body: unknown) => {
  const response = await fetch(`${base}/_emulators/stripe/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(200)
}

const call = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...jar.header(), origin: base, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    remoteAddress: jar.address,
  })

describe('the Stripe emulator as the pinned API version (FACTS 14)', () => {
  it('answers checkout, customer, subscription, invoices, portal and events only in the SDK types', async () => {
    const jar = await signedIn(app, 'fidelity')
    const { back, subscription } = await subscribe(app, base, jar, { interval: 'month', type: 'solo' })
    const modified = await call(jar, 'POST', '/one/modify', {
      subscriptionId: subscription.id,
      interval: 'year',
      type: 'team',
    })
    expect(modified.statusCode, modified.body).toBe(200)
    expect((await call(jar, 'GET', '/one/manage')).statusCode).toBe(302)
    for (const status of ['past_due', 'unpaid', 'active', 'trialing', 'paused', 'incomplete', 'active']) {
      await control('/status', { subscription: subscription.id, status })
    }
    await advanceStripe(base, 400 * 24 * 3600)
    await control('/status', { subscription: subscription.id, status: 'past_due' })
    await control('/status', { subscription: subscription.id, status: 'active' })

    const session = await stripeApi(
      'GET',
      `/v1/checkout/sessions/${back.searchParams.get('session_id')}?expand[]=subscription`,
    )
    const customerId = session.customer as string
    const answers = [
      session,
      await stripeApi('GET', `/v1/customers/${customerId}`),
      await stripeApi('GET', `/v1/subscriptions/${subscription.id}`),
      await stripeApi('GET', `/v1/subscriptions?customer=${customerId}`),
      await stripeApi('GET', `/v1/invoices?customer=${customerId}&limit=100`),
      await stripeApi('GET', '/v1/prices'),
      await stripeApi('POST', '/v1/billing_portal/sessions', { customer: customerId, return_url: base }),
      await stripeApi('POST', `/v1/subscriptions/${subscription.id}`, { 'metadata[note]': 'fidelity' }),
      await stripeApi('DELETE', `/v1/subscriptions/${subscription.id}`),
    ]
    const events = await stripeApi('GET', '/v1/events?limit=100')
    answers.push(events)

    for (const answer of answers) expect(problems(answer), JSON.stringify(answer).slice(0, 200)).toEqual([])
    const types = new Set((events.data as { type: string }[]).map((event) => event.type))
    expect([...types].sort()).toEqual([
      'checkout.session.completed',
      'customer.created',
      'customer.subscription.created',
      'customer.subscription.deleted',
      'customer.subscription.paused',
      'customer.subscription.resumed',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_action_required',
      'invoice.payment_failed',
    ])
    for (const event of events.data as { api_version: string }[]) {
      expect(event.api_version).toBe(Stripe.API_VERSION)
    }
  })

  it('keeps the period on the items and the subscription under parent.subscription_details', async () => {
    const jar = await signedIn(app, 'fidelity-fields')
    const { subscription } = await subscribe(app, base, jar)
    const sub = await stripeApi('GET', `/v1/subscriptions/${subscription.id}`)
    expect(sub).not.toHaveProperty('current_period_start')
    expect(sub).not.toHaveProperty('current_period_end')
    const item = (sub.items as { data: Record<string, unknown>[] }).data[0]!
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start as number)
    const invoices = await stripeApi('GET', `/v1/invoices?subscription=${subscription.id}`)
    const invoice = (invoices.data as Record<string, unknown>[])[0]!
    expect(invoice).not.toHaveProperty('subscription')
    expect(invoice.parent).toMatchObject({ subscription_details: { subscription: subscription.id } })
  })

  it('the walk catches what the pinned version does not have', () => {
    expect(shapeProblems({ object: 'invoice', id: 'in_1', subscription: 'sub_1' }, 'invoice')).toEqual([
      "invoice.subscription: a key the SDK's Invoice does not have",
    ])
    expect(shapeProblems({ object: 'subscription', status: 'lapsed' }, 'subscription')).toEqual([
      expect.stringMatching(/^subscription\.status: .*"lapsed"/),
    ])
    const olderEvent = {
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { object: 'subscription', id: 'sub_1', current_period_end: 1 } },
    }
    expect(shapeProblems(olderEvent, 'event')).toEqual([
      "event.data.object.current_period_end: a key the SDK's Subscription does not have",
    ])
  })
})

describe('what the server sends Stripe (FACTS 14)', () => {
  it('every call names the SDK and the site, pins the SDK API version, and authenticates with Bearer', async () => {
    const jar = await signedIn(app, 'stripe-headers')
    await subscribe(app, base, jar)
    const { requests } = (await (await fetch(`${base}/_emulators/stripe/_control/requests`)).json()) as {
      requests: {
        method: string
        path: string
        userAgent?: string
        stripeVersion?: string
        authorization?: string
      }[]
    }
    const servers = requests.filter((request) => request.userAgent?.startsWith('Stripe/'))
    expect(servers.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST .*\/v1\/checkout\/sessions$/)]),
    )
    for (const request of servers) {
      expect(request.userAgent, request.path).toContain(`One (${base})`)
      expect(request.stripeVersion, request.path).toBe(Stripe.API_VERSION)
      expect(request.authorization, request.path).toBe('Bearer')
    }
  })
})
