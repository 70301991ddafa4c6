import type Stripe from 'stripe'
import type { NewSubscriptionRow } from './membership-store.ts'
import { type Prices, planOfPrice } from './plans.ts'

/**
 * Our row for a Stripe subscription, or undefined when it is not one of One's plans. The subscription is
 * always one the API answered in the SDK's pinned version, where the period is the item's (FACTS 14).
 */
export function subscriptionRow(
  subscription: Stripe.Subscription,
  userId: string,
  prices: Prices,
): NewSubscriptionRow | undefined {
  const item = subscription.items.data[0]
  const plan = item && planOfPrice(prices, item.price.id)
  if (!item || !plan) return undefined
  return {
    id: subscription.id,
    userId,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    priceId: item.price.id,
    planType: plan.type,
    interval: plan.interval,
    amount: item.price.unit_amount ?? 0,
    startDate: subscription.start_date,
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: item.current_period_end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at,
  }
}

/**
 * The subscription an invoice bills. An invoice comes in a webhook, written in the endpoint's API version
 * (FACTS 14), which may be older than the SDK's: there it is still `invoice.subscription`.
 */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription
  const current = invoice.parent?.subscription_details?.subscription
  const found = current ?? legacy
  return typeof found === 'string' ? found : found?.id
}

/**
 * Stripe's ids are a prefix, then letters and digits; a subscription's is under 40 characters. Up to
 * 100 are taken (a router's usual limit for a path part), anything else is no subscription of Stripe's.
 */
export const isSubscriptionId = (id: string) => /^sub_[A-Za-z0-9]{1,96}$/.test(id)
