// Every status the Stripe emulator can put a subscription in, through the webhook Stripe sends, and
// what the product makes of it (docs/decisions/0032-stripe-statuses-and-fidelity.md): trialing and
// past_due keep the perks, incomplete, unpaid and paused do not.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'
import { subscribe } from './support/subscriber.ts'

let database: Database
let app: FastifyInstance
let base: string

beforeAll(async () => {
  database = await openDatabase({})
  ;({ app, base } = await listenWithEmulators(database, 'stripe-statuses'))
})

afterAll(async () => {
  const closing = app.close()
  app.server.closeAllConnections()
  await closing
  await database.close()
})

const call = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...jar.header(), origin: base, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    remoteAddress: jar.address,
  })

const setStatus = async (subscription: string, status: string) => {
  const response = await fetch(`${base}/_emulators/stripe/_control/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscription, status }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { events?: { type: string }[]; message?: string },
  }
}

const seen = async (jar: CookieJar) => ({
  status: (await call(jar, 'GET', '/one/info')).json().subscription.status as string,
  access: (await call(jar, 'GET', '/auth/verify')).json().access as string[],
})

describe('subscription statuses as Stripe means them (decision 32)', () => {
  it.each([
    ['trialing', ['one'], ['customer.subscription.updated']],
    ['past_due', ['one'], ['invoice.payment_failed', 'customer.subscription.updated']],
    ['unpaid', [], ['invoice.payment_failed', 'customer.subscription.updated']],
    ['paused', [], ['customer.subscription.updated', 'customer.subscription.paused']],
    ['incomplete', [], ['invoice.payment_action_required', 'customer.subscription.updated']],
  ])('%s reaches the server by its webhooks and grants %j', async (status, access, events) => {
    const jar = await signedIn(app, `status-${status}`)
    const { subscription } = await subscribe(app, base, jar, { interval: 'month', type: 'solo' })
    const moved = await setStatus(subscription.id, status)
    expect(moved.status, moved.body.message).toBe(200)
    expect(moved.body.events!.map((event) => event.type)).toEqual(events)
    expect(await seen(jar)).toEqual({ status, access })

    // Paid again (resumed, for a paused one), the plan grants again.
    await setStatus(subscription.id, 'active')
    expect(await seen(jar)).toEqual({ status: 'active', access: ['one'] })
  })

  it('a plan held for a payment sends the holder to Billing instead of a second checkout or a change', async () => {
    const jar = await signedIn(app, 'status-held')
    const { subscription } = await subscribe(app, base, jar, { interval: 'month', type: 'solo' })
    await setStatus(subscription.id, 'unpaid')
    const again = await call(jar, 'GET', '/one/subscribe?interval=month&type=solo')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Your subscription is waiting on a payment: settle it under Billing.')
    const change = await call(jar, 'POST', '/one/modify', {
      subscriptionId: subscription.id,
      interval: 'year',
      type: 'solo',
    })
    expect(change.statusCode).toBe(409)
    expect(change.json().message).toMatch(/under Billing/)

    await setStatus(subscription.id, 'paused')
    const paused = await call(jar, 'GET', '/one/subscribe?interval=month&type=solo')
    expect(paused.json().message).toBe(
      'Your subscription is paused until a payment method is added: resume it under Billing.',
    )
  })

  it('the control call refuses what Stripe would not do, with a message', async () => {
    const jar = await signedIn(app, 'status-refused')
    const { subscription } = await subscribe(app, base, jar)
    expect(await setStatus(subscription.id, 'lapsed')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^status must be one of active, trialing/) },
    })
    expect((await setStatus('sub_unknown', 'unpaid')).status).toBe(404)
    expect((await call(jar, 'POST', `/one/cancel?subscriptionId=${subscription.id}`)).statusCode).toBe(200)
    await fetch(`${base}/_emulators/stripe/_control/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 400 * 24 * 3600 }),
    })
    expect(await setStatus(subscription.id, 'past_due')).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/canceled subscription stays canceled/) },
    })
  })
})
