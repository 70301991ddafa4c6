// The emulator's records as Stripe's API writes them: the fields the SDK's types name, for the subset
// One uses. `base` is the emulator's absolute URL, for the pages and files an object links to.
import { type Price, seededPrices } from './plans.ts'
import type { CheckoutSession, Customer, Invoice, PortalSession, StripeEvent, Subscription } from './state.ts'

export const API_VERSION = '2026-01-28.clover'

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
  }
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
  }
}

export function subscriptionObject(subscription: Subscription, latestInvoice: string | null) {
  const period = {
    current_period_start: subscription.currentPeriodStart,
    current_period_end: subscription.currentPeriodEnd,
  }
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
    metadata: subscription.metadata,
    latest_invoice: latestInvoice,
    ...period,
    items: {
      object: 'list',
      data: [
        {
          id: subscription.itemId,
          object: 'subscription_item',
          subscription: subscription.id,
          quantity: 1,
          price: priceObject(priceById(subscription.priceId)!),
          ...period,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
    },
    livemode: false,
  }
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
  }
}

export function invoiceObject(invoice: Invoice, base: string) {
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number,
    customer: invoice.customer,
    subscription: invoice.subscription,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
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
  }
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
  }
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
  }
}

export function list<T>(data: T[], url: string) {
  return { object: 'list', data, has_more: false, url }
}
