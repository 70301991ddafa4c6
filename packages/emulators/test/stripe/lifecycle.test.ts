import type Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkoutAndPay, startStripe, webhookReceiver } from './stripe-harness.ts'

const DAY = 24 * 3600

let receiver: Awaited<ReturnType<typeof webhookReceiver>>
let emulator: Awaited<ReturnType<typeof startStripe>>

beforeAll(async () => {
  receiver = await webhookReceiver()
  emulator = await startStripe({ webhookUrl: receiver.url })
})
afterEach(async () => {
  receiver.answer(200)
  await emulator.control('/delivery', { mode: 'in-order' })
  receiver.received.length = 0
})
afterAll(async () => {
  await emulator.emulators.close()
  await receiver.close()
})

async function subscribed(price: string): Promise<Stripe.Subscription> {
  const { session } = await checkoutAndPay(emulator.stripe, price)
  const done = await emulator.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })
  receiver.received.length = 0
  return done.subscription as Stripe.Subscription
}

const periodEnd = (subscription: Stripe.Subscription) => subscription.items.data[0]!.current_period_end

describe('a subscription over time: the test clock (docs/decisions/0009)', () => {
  it('renews at the period end: a new paid invoice and the next period', async () => {
    const subscription = await subscribed('price_one_solo_month')
    const advanced = await emulator.control('/advance', { seconds: 32 * DAY })
    expect(advanced.status).toBe(200)
    expect(receiver.types()).toEqual(['invoice.paid', 'customer.subscription.updated'])
    const renewed = await emulator.stripe.subscriptions.retrieve(subscription.id)
    expect(renewed.status).toBe('active')
    expect(periodEnd(renewed)).toBeGreaterThan(periodEnd(subscription))
    const invoices = await emulator.stripe.invoices.list({ subscription: subscription.id })
    expect(invoices.data.map((invoice) => invoice.billing_reason)).toEqual([
      'subscription_cycle',
      'subscription_create',
    ])
  })

  it('a declined renewal leaves it past due, then canceled once the retry window has passed', async () => {
    const subscription = await subscribed('price_one_solo_month')
    expect((await emulator.control('/decline-next-payment', { subscription: subscription.id })).status).toBe(
      200,
    )
    await emulator.control('/advance', { seconds: 32 * DAY })
    expect(receiver.types()).toEqual(
      expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.updated']),
    )
    expect((await emulator.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due')
    await emulator.control('/advance', { seconds: 15 * DAY })
    expect(receiver.types()).toContain('customer.subscription.deleted')
    expect((await emulator.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled')
  })

  it('a plan change takes the new price, prorated on a paid invoice; cancelling ends it at the period end', async () => {
    const subscription = await subscribed('price_one_solo_year')
    const item = subscription.items.data[0]!
    const changed = await emulator.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: 'price_one_team_year' }],
      proration_behavior: 'create_prorations',
    })
    expect(changed.items.data[0]!.price.id).toBe('price_one_team_year')
    const [prorated] = (await emulator.stripe.invoices.list({ subscription: subscription.id })).data
    expect(prorated).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' })
    expect(prorated!.amount_paid).toBeGreaterThan(0)
    expect(prorated!.amount_paid).toBeLessThanOrEqual(29999 - 2999)

    const canceling = await emulator.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    })
    expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true })
    await emulator.control('/advance', { seconds: 367 * DAY })
    expect((await emulator.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled')
    expect(receiver.types()).toContain('customer.subscription.deleted')
  })

  it('the clock refuses what is not a whole number of seconds within ten years', async () => {
    for (const seconds of [-1, 1.5, '60', 1e12, null]) {
      expect((await emulator.control('/advance', { seconds })).status, String(seconds)).toBe(400)
    }
  })
})

describe('webhook deliveries, as Stripe makes them (docs/decisions/0009)', () => {
  it('delivers each event twice on request, with the same event id', async () => {
    const subscription = await subscribed('price_one_solo_month')
    await emulator.control('/delivery', { mode: 'twice' })
    await emulator.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
    const ids = receiver.received.map(({ event }) => event.id)
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(ids[1])
  })

  it('delivers a batch in reverse on request: the subscription before the checkout that made it', async () => {
    await emulator.control('/delivery', { mode: 'reversed' })
    await checkoutAndPay(emulator.stripe, 'price_one_team_year')
    const types = receiver.types()
    expect(types.indexOf('checkout.session.completed')).toBeLessThan(
      types.indexOf('customer.subscription.created'),
    )
  })

  it('an event the endpoint does not take (5xx) stays pending and goes again with the next batch', async () => {
    const subscription = await subscribed('price_one_solo_month')
    receiver.answer(500)
    await emulator.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
    expect(receiver.received).toHaveLength(0)
    const waiting = await (await fetch(`${emulator.emulators.urls.stripe.control}/deliveries`)).json()
    expect(waiting.pending).toBe(1)
    receiver.answer(200)
    await emulator.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false })
    expect(receiver.received.map(({ event }) => event.data.object)).toMatchObject([
      { cancel_at_period_end: true },
      { cancel_at_period_end: false },
    ])
  })
})

it('the account survives a restart: the same folder, the same subscriptions and invoices', async () => {
  const first = await startStripe()
  const { session } = await checkoutAndPay(first.stripe, 'price_one_solo_year')
  await first.emulators.close()
  const second = await startStripe({ dataDir: first.dataDir })
  try {
    const done = await second.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })
    expect((done.subscription as Stripe.Subscription).status).toBe('active')
    expect((await second.stripe.invoices.list({ customer: done.customer as string })).data).toHaveLength(1)
  } finally {
    await second.emulators.close()
  }
})
