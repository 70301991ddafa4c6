// What happens in the emulated Stripe account: checkout, subscriptions, invoices and the clock. Every
// operation returns the events it raised, for the webhook sender; the routes only translate HTTP.
import {
  checkoutSessionObject,
  customerObject,
  invoiceObject,
  priceById,
  subscriptionObject,
} from './objects.ts'
import { periodEnd } from './plans.ts'
import {
  type CheckoutSession,
  type Invoice,
  type Metadata,
  newId,
  type StripeEvent,
  type StripeStore,
  type Subscription,
} from './state.ts'

/** A refusal as Stripe words it: the routes send it as `{ error: { type, message, param } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
    readonly code?: string,
  ) {
    super(message)
  }
}

/** Stripe's answer for an id it does not know: `resource_missing`, 404 when the id is in the path. */
export function noSuch(what: string, id: string, param = 'id', status = 404): StripeApiError {
  return new StripeApiError(
    status,
    `No such ${what}: '${id}'`,
    param,
    'invalid_request_error',
    'resource_missing',
  )
}

// Stripe's smart retries give up on a declined renewal after about two weeks by default.
export const RETRY_WINDOW_SECONDS = 14 * 24 * 3600

/** The statuses the control API can put a live subscription in. */
export const controlledStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'paused',
  'incomplete',
] as const
export type ControlledStatus = (typeof controlledStatuses)[number]

export type NewCheckoutSession = {
  priceId: string
  customer: string | null
  customerEmail: string | null
  clientReferenceId: string | null
  metadata: Metadata
  subscriptionMetadata: Metadata
  successUrl: string
  cancelUrl: string
}

export class Billing {
  readonly #store: StripeStore
  readonly #hostNow: () => number

  constructor(store: StripeStore, hostNow: () => number) {
    this.#store = store
    this.#hostNow = hostNow
  }

  get #state() {
    return this.#store.state
  }

  /** The account's clock in epoch seconds: the host's, moved forward by the test clock. */
  now(): number {
    return Math.floor(this.#hostNow() / 1000) + this.#state.clockOffset
  }

  checkoutSession(id: string): CheckoutSession {
    const session = this.#state.checkoutSessions[id]
    if (!session) throw noSuch('checkout.session', id)
    return session
  }

  subscription(id: string): Subscription {
    const subscription = this.#state.subscriptions[id]
    if (!subscription) throw noSuch('subscription', id)
    return subscription
  }

  latestInvoice(subscriptionId: string): string | null {
    const invoices = this.invoices({ subscription: subscriptionId })
    return invoices[0]?.id ?? null
  }

  /** Newest first, as Stripe lists them. */
  invoices(filter: { customer?: string; subscription?: string }): Invoice[] {
    return Object.values(this.#state.invoices)
      .filter((invoice) => !filter.customer || invoice.customer === filter.customer)
      .filter((invoice) => !filter.subscription || invoice.subscription === filter.subscription)
      .sort((a, b) => b.created - a.created || b.number.localeCompare(a.number))
  }

  createCustomer(email: string | null, name: string | null, metadata: Metadata) {
    const customer = { id: newId('cus'), email, name, metadata, created: this.now() }
    this.#state.customers[customer.id] = customer
    this.#store.save()
    return customer
  }

  createCheckoutSession(input: NewCheckoutSession): CheckoutSession {
    if (!priceById(input.priceId)) throw noSuch('price', input.priceId, 'line_items[0][price]', 400)
    if (input.customer && !this.#state.customers[input.customer]) {
      throw noSuch('customer', input.customer, 'customer', 400)
    }
    const session: CheckoutSession = {
      id: newId('cs_test'),
      status: 'open',
      subscription: null,
      created: this.now(),
      ...input,
    }
    this.#state.checkoutSessions[session.id] = session
    this.#store.save()
    return session
  }

  /** The Pay button: a customer if there is none, a subscription, its first invoice paid. */
  pay(sessionId: string, base: string): StripeEvent[] {
    const session = this.checkoutSession(sessionId)
    if (session.status !== 'open') throw new StripeApiError(400, 'This checkout session is no longer open.')
    const events: StripeEvent[] = []
    let customerId = session.customer
    if (!customerId) {
      const customer = this.createCustomer(session.customerEmail, null, {})
      customerId = customer.id
      events.push(this.#event('customer.created', customerObject(customer)))
    }
    const price = priceById(session.priceId)!
    const start = this.now()
    const subscription: Subscription = {
      id: newId('sub'),
      customer: customerId,
      status: 'active',
      itemId: newId('si'),
      priceId: price.id,
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, price.interval),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      metadata: session.subscriptionMetadata,
      created: start,
      declineNextPayment: false,
    }
    this.#state.subscriptions[subscription.id] = subscription
    const invoice = this.#invoice(subscription, price.unitAmount, 'subscription_create', true)
    Object.assign(session, { status: 'complete', customer: customerId, subscription: subscription.id })
    events.push(
      this.#event('customer.subscription.created', this.#subscriptionObject(subscription)),
      this.#event('invoice.paid', invoiceObject(invoice, base)),
      this.#event('checkout.session.completed', checkoutSessionObject(session, base)),
    )
    return this.#commit(events)
  }

  /** A new price (prorated on a paid invoice now) or cancelling at the period's end, or undoing it. */
  update(
    id: string,
    change: { priceId?: string; itemId?: string; cancelAtPeriodEnd?: boolean; metadata?: Metadata },
    base: string,
  ): StripeEvent[] {
    const subscription = this.subscription(id)
    if (subscription.status === 'canceled') {
      throw new StripeApiError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      )
    }
    const events: StripeEvent[] = []
    if (change.priceId && change.priceId !== subscription.priceId) {
      const price = priceById(change.priceId)
      if (!price) throw noSuch('price', change.priceId, 'items[0][price]', 400)
      if (change.itemId !== subscription.itemId) {
        throw new StripeApiError(400, `Subscription item ${change.itemId} is not on ${id}.`, 'items[0][id]')
      }
      const old = priceById(subscription.priceId)!
      const now = this.now()
      const left =
        (subscription.currentPeriodEnd - now) /
        (subscription.currentPeriodEnd - subscription.currentPeriodStart)
      // A new interval starts a new period at once; the same interval keeps it and prorates the rest.
      const sameInterval = old.interval === price.interval
      const credit = Math.round(old.unitAmount * Math.max(0, left))
      const charge = sameInterval ? Math.round(price.unitAmount * Math.max(0, left)) : price.unitAmount
      subscription.priceId = price.id
      if (!sameInterval) {
        subscription.currentPeriodStart = now
        subscription.currentPeriodEnd = periodEnd(now, price.interval)
      }
      const invoice = this.#invoice(subscription, Math.max(0, charge - credit), 'subscription_update', true)
      events.push(this.#event('invoice.paid', invoiceObject(invoice, base)))
    }
    if (change.cancelAtPeriodEnd !== undefined) {
      subscription.cancelAtPeriodEnd = change.cancelAtPeriodEnd
      subscription.canceledAt = change.cancelAtPeriodEnd ? this.now() : null
    }
    if (change.metadata) subscription.metadata = { ...subscription.metadata, ...change.metadata }
    events.unshift(this.#event('customer.subscription.updated', this.#subscriptionObject(subscription)))
    return this.#commit(events)
  }

  /** Ends a subscription now (DELETE /v1/subscriptions/:id). */
  cancelNow(id: string): StripeEvent[] {
    const subscription = this.subscription(id)
    if (subscription.status === 'canceled') return []
    this.#end(subscription)
    return this.#commit([
      this.#event('customer.subscription.deleted', this.#subscriptionObject(subscription)),
    ])
  }

  /** The control API's: the next renewal of this subscription is declined. */
  declineNextPayment(id: string): void {
    this.subscription(id).declineNextPayment = true
    this.#store.save()
  }

  /**
   * The control API's: the subscription as Stripe leaves it in `status`, with the events Stripe sends on
   * the way there. A declined renewal makes `past_due` and, once Stripe's retries are spent, `unpaid`
   * (when the account is set to keep the subscription); a trial ending without a payment method makes
   * `paused`; a first payment that needs the customer makes `incomplete`. `active` pays what is open.
   */
  setStatus(id: string, status: ControlledStatus, base: string): StripeEvent[] {
    const subscription = this.subscription(id)
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, `Subscription ${id} is canceled: a canceled subscription stays canceled.`)
    }
    const events: StripeEvent[] = []
    const price = priceById(subscription.priceId)!
    const open = this.invoices({ subscription: id }).filter((invoice) => invoice.status === 'open')
    if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') {
      const invoice =
        open[0] ??
        this.#invoice(
          subscription,
          price.unitAmount,
          status === 'incomplete' ? 'subscription_create' : 'subscription_cycle',
          false,
        )
      const type = status === 'incomplete' ? 'invoice.payment_action_required' : 'invoice.payment_failed'
      events.push(this.#event(type, invoiceObject(invoice, base)))
    }
    if (status === 'active') {
      for (const invoice of open) {
        invoice.status = 'paid'
        invoice.amountPaid = invoice.amountDue
        events.push(this.#event('invoice.paid', invoiceObject(invoice, base)))
      }
    }
    if (status === 'trialing') {
      subscription.trialStart = this.now()
      subscription.trialEnd = subscription.currentPeriodEnd
    }
    const was = subscription.status
    subscription.status = status
    events.push(this.#event('customer.subscription.updated', this.#subscriptionObject(subscription)))
    if (status === 'paused' && was !== 'paused') {
      events.push(this.#event('customer.subscription.paused', this.#subscriptionObject(subscription)))
    }
    if (was === 'paused' && status !== 'paused') {
      events.push(this.#event('customer.subscription.resumed', this.#subscriptionObject(subscription)))
    }
    return this.#commit(events)
  }

  /** Moves the clock forward and does what falls due: renewals, declined payments, period ends. */
  advance(seconds: number, base: string): StripeEvent[] {
    this.#state.clockOffset += seconds
    const events: StripeEvent[] = []
    const now = this.now()
    for (const subscription of Object.values(this.#state.subscriptions)) {
      while (subscription.status !== 'canceled' && subscription.currentPeriodEnd <= now) {
        if (!this.#renew(subscription, base, events)) break
      }
    }
    return this.#commit(events)
  }

  /** One period end; false when the subscription stops renewing (ended, or waiting on a payment). */
  #renew(subscription: Subscription, base: string, events: StripeEvent[]): boolean {
    // Waiting on the customer: nothing renews until they pay (or the control API says they did).
    if (['unpaid', 'paused', 'incomplete'].includes(subscription.status)) return false
    if (subscription.cancelAtPeriodEnd) {
      this.#end(subscription)
      events.push(this.#event('customer.subscription.deleted', this.#subscriptionObject(subscription)))
      return false
    }
    if (subscription.status === 'past_due') {
      if (this.now() < subscription.currentPeriodEnd + RETRY_WINDOW_SECONDS) return false
      this.#end(subscription)
      events.push(this.#event('customer.subscription.deleted', this.#subscriptionObject(subscription)))
      return false
    }
    const price = priceById(subscription.priceId)!
    const declined = subscription.declineNextPayment
    subscription.declineNextPayment = false
    if (declined) {
      const invoice = this.#invoice(subscription, price.unitAmount, 'subscription_cycle', false)
      subscription.status = 'past_due'
      events.push(
        this.#event('invoice.payment_failed', invoiceObject(invoice, base)),
        this.#event('customer.subscription.updated', this.#subscriptionObject(subscription)),
      )
      return false
    }
    subscription.currentPeriodStart = subscription.currentPeriodEnd
    subscription.currentPeriodEnd = periodEnd(subscription.currentPeriodStart, price.interval)
    // A trial that ends with a payment becomes a paying subscription.
    subscription.status = 'active'
    const invoice = this.#invoice(subscription, price.unitAmount, 'subscription_cycle', true)
    events.push(
      this.#event('invoice.paid', invoiceObject(invoice, base)),
      this.#event('customer.subscription.updated', this.#subscriptionObject(subscription)),
    )
    return true
  }

  #end(subscription: Subscription) {
    const now = this.now()
    subscription.status = 'canceled'
    subscription.canceledAt ??= now
    subscription.endedAt = now
  }

  #invoice(
    subscription: Subscription,
    amount: number,
    reason: Invoice['billingReason'],
    paid: boolean,
  ): Invoice {
    const count = Object.keys(this.#state.invoices).length + 1
    const invoice: Invoice = {
      id: newId('in'),
      number: `ONE-${String(count).padStart(4, '0')}`,
      customer: subscription.customer,
      subscription: subscription.id,
      amountDue: amount,
      amountPaid: paid ? amount : 0,
      status: paid ? 'paid' : 'open',
      billingReason: reason,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      created: this.now(),
    }
    this.#state.invoices[invoice.id] = invoice
    return invoice
  }

  #subscriptionObject(subscription: Subscription) {
    return subscriptionObject(subscription, this.latestInvoice(subscription.id))
  }

  #event(type: string, object: unknown): StripeEvent {
    return { id: newId('evt'), type, created: this.now(), object }
  }

  #commit(events: StripeEvent[]): StripeEvent[] {
    for (const event of events) this.#store.addEvent(event)
    this.#store.save()
    return events
  }
}
