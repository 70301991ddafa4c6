// The emulator's records as Stripe's API writes them in the pinned SDK's version (FACTS 14): only fields
// its types name, for the subset One uses. `base` is the emulator's absolute URL, for the pages and
// files an object links to.
import type Stripe from 'stripe'
import { API_VERSION, type Emulated } from './emulated.ts'
import { type Price, seededPrices } from './plans.ts'
import type { CheckoutSession, Customer, Invoice, PortalSession, StripeEvent, Subscription } from './state.ts'

export { API_VERSION }

export function priceById(id: string): Price | undefined {
  return seededPrices.find((price) => price.id === id)
}

export function priceObject(price: Price) {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: price.unitAmount,
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: 1 },
    product: price.product,
    nickname: price.nickname,
    metadata: { type: price.type },
    livemode: false,
  } satisfies Emulated<Stripe.Price>
}

export function customerObject(customer: Customer) {
  return {
    id: customer.id,
    object: 'customer',
    email: customer.email,
    name: customer.name,
    metadata: customer.metadata,
    created: customer.created,
    livemode: false,
  } satisfies Emulated<Stripe.Customer>
}

export function subscriptionObject(subscription: Subscription, latestInvoice: string | null) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    canceled_at: subscription.canceledAt,
    ended_at: subscription.endedAt,
    created: subscription.created,
    start_date: subscription.created,
    trial_start: subscription.trialStart ?? null,
    trial_end: subscription.trialEnd ?? null,
    metadata: subscription.metadata,
    latest_invoice: latestInvoice,
    items: {
      object: 'list',
      data: [
        {
          id: subscription.itemId,
          object: 'subscription_item',
          subscription: subscription.id,
          quantity: 1,
          price: priceObject(priceById(subscription.priceId)!),
          // Since 2025-03-31.basil the period is the item's: the subscription has none of its own.
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
          created: subscription.created,
          metadata: {},
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
    },
    livemode: false,
  } satisfies Emulated<Stripe.Subscription>
}

export function checkoutSessionObject(session: CheckoutSession, base: string, subscription?: unknown) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    url: session.status === 'open' ? `${base}/checkout/${session.id}` : null,
    customer: session.customer,
    customer_email: session.customerEmail,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    subscription: subscription ?? session.subscription,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    created: session.created,
    livemode: false,
  } satisfies Emulated<Stripe.Checkout.Session>
}

export function invoiceObject(invoice: Invoice, base: string) {
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number,
    customer: invoice.customer,
    // Since 2025-03-31.basil an invoice names its subscription here only, not as `invoice.subscription`.
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: invoice.subscription, metadata: null },
    },
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    currency: 'usd',
    status: invoice.status,
    billing_reason: invoice.billingReason,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    created: invoice.created,
    invoice_pdf: `${base}/invoices/${invoice.id}.pdf`,
    hosted_invoice_url: `${base}/invoices/${invoice.id}.pdf`,
    livemode: false,
  } satisfies Emulated<Stripe.Invoice>
}

export function portalSessionObject(session: PortalSession, base: string) {
  return {
    id: session.id,
    object: 'billing_portal.session',
    customer: session.customer,
    return_url: session.returnUrl,
    url: `${base}/billing/${session.id}`,
    created: session.created,
    livemode: false,
  } satisfies Emulated<Stripe.BillingPortal.Session>
}

export function eventObject(event: StripeEvent) {
  return {
    id: event.id,
    object: 'event',
    api_version: API_VERSION,
    created: event.created,
    type: event.type,
    data: { object: event.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  }
}

export function list<T>(data: T[], url: string) {
  return { object: 'list', data, has_more: false, url }
}
