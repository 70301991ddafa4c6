import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutAndPay, secretKey, startStripe, webhookReceiver } from './stripe-harness.ts'

let receiver: Awaited<ReturnType<typeof webhookReceiver>>
let emulator: Awaited<ReturnType<typeof startStripe>>

beforeAll(async () => {
  receiver = await webhookReceiver()
  emulator = await startStripe({ webhookUrl: receiver.url })
})
afterAll(async () => {
  await emulator.emulators.close()
  await receiver.close()
})

describe('hosted checkout through the official SDK (docs/decisions/0009)', () => {
  it('shows the plan and its price with a Pay button and a Cancel link back to the site', async () => {
    const session = await emulator.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_one_solo_year', quantity: 1 }],
      customer_email: 'ada@example.com',
      success_url: 'http://one.test/?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://one.test/?one=subscribe',
    })
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid' })
    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('<title>Pay Vuetify One Solo (yearly) (local Stripe emulator)</title>')
    expect(page).toContain('$29.99 <span class="note">per year</span>')
    expect(page).toMatch(/<button type="submit">Pay<\/button>/)
    expect(page).toContain('<a class="cancel" href="http://one.test/?one=subscribe">Cancel</a>')
  })

  it('Pay makes the subscription, pays its first invoice, sends signed webhooks and goes back with the session id', async () => {
    const { session, paid } = await checkoutAndPay(emulator.stripe, 'price_one_team_month')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://one.test/?session_id=${session.id}`)

    const done = await emulator.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', client_reference_id: 'user-1' })
    const subscription = done.subscription as Stripe.Subscription
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      metadata: { userId: 'user-1' },
    })
    const item = subscription.items.data[0]!
    expect(item.price).toMatchObject({
      id: 'price_one_team_month',
      unit_amount: 2999,
      recurring: { interval: 'month' },
    })
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 24 * 3600)

    const types = receiver.types()
    expect(types).toEqual(
      expect.arrayContaining([
        'customer.created',
        'customer.subscription.created',
        'invoice.paid',
        'checkout.session.completed',
      ]),
    )
    expect(receiver.refused).toEqual([])
    const invoices = await emulator.stripe.invoices.list({ subscription: subscription.id })
    expect(invoices.data).toHaveLength(1)
    expect(invoices.data[0]).toMatchObject({
      amount_paid: 2999,
      status: 'paid',
      billing_reason: 'subscription_create',
    })
    const pdf = await fetch(invoices.data[0]!.invoice_pdf!)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer()).toString('latin1')
    expect(bytes.startsWith('%PDF-1.4')).toBe(true)
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(bytes).toContain('(Amount: $29.99 \\(paid\\)) Tj')
  })

  it('a second Pay on the same session (a double click) charges once', async () => {
    const { session } = await checkoutAndPay(emulator.stripe, 'price_one_solo_month')
    const again = await fetch(`${emulator.api}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(again.status).toBe(303)
    const done = await emulator.stripe.checkout.sessions.retrieve(session.id)
    const invoices = await emulator.stripe.invoices.list({ subscription: done.subscription as string })
    expect(invoices.data).toHaveLength(1)
  })

  it('the billing portal shows the plan and the invoices, with a way back', async () => {
    const { session } = await checkoutAndPay(emulator.stripe, 'price_one_solo_year', 'grace@example.com')
    const done = await emulator.stripe.checkout.sessions.retrieve(session.id)
    const portal = await emulator.stripe.billingPortal.sessions.create({
      customer: done.customer as string,
      return_url: 'http://one.test/?one=status',
    })
    const page = await (await fetch(portal.url)).text()
    expect(page).toContain('Billing for grace@example.com')
    expect(page).toContain('Vuetify One Solo (yearly)')
    expect(page).toContain('$29.99')
    expect(page).toContain('<a class="cancel" href="http://one.test/?one=status">Return to the site</a>')
  })
})

describe('what the emulator refuses, as Stripe words it', () => {
  it('a request without a secret key is 401', async () => {
    const response = await fetch(`${emulator.api}/v1/prices`)
    expect(response.status).toBe(401)
    expect((await response.json()).error.type).toBe('invalid_request_error')
  })

  it('an unknown price, an unknown subscription and a bad parameter reach the SDK as invalid requests', async () => {
    const create = emulator.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_nope', quantity: 1 }],
      success_url: 'http://one.test/',
      cancel_url: 'http://one.test/',
    })
    await expect(create).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    await expect(create).rejects.toThrow("No such price: 'price_nope'")
    const missing = emulator.stripe.subscriptions.retrieve('sub_missing')
    await expect(missing).rejects.toMatchObject({
      statusCode: 404,
      message: "No such subscription: 'sub_missing'",
    })
  })

  it('hostile form bodies: deep nesting, __proto__, a value that is also a list: 400, nothing created', async () => {
    for (const body of [
      'a[b][c][d][e][f]=1',
      '__proto__[polluted]=1',
      'metadata=x&metadata[a]=1',
      'line_items[0][price]=%00&mode=subscription&success_url=x&cancel_url=y',
    ]) {
      const response = await fetch(`${emulator.api}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      })
      expect(response.status, body).toBe(400)
      expect((await response.json()).error.message, body).toEqual(expect.any(String))
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a POST retried with the same idempotency key returns the first answer', async () => {
    const first = await emulator.stripe.customers.create(
      { email: 'retry@example.com' },
      { idempotencyKey: 'k-1' },
    )
    const again = await emulator.stripe.customers.create(
      { email: 'retry@example.com' },
      { idempotencyKey: 'k-1' },
    )
    expect(again.id).toBe(first.id)
  })
})
