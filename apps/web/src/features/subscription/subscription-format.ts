import { type PlanInterval, type PlanType, planPrices, type SubscriptionInfo } from '@one/contract/membership'

/** Decision 7: dollars with two decimals, from cents. */
export function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** Decision 7: the server's dates are epoch seconds; "Wednesday, September 10, 2025". */
export function formatDay(epochSeconds: number): string {
  return longDay.format(new Date(epochSeconds * 1000))
}

/** Spec section 9: "$2.99 /month". */
export function planPriceLabel(type: PlanType, interval: PlanInterval): string {
  return `${formatMoney(planPrices[type][interval])} /${interval}`
}

/** Stripe's status as a person reads it: "past_due" is "Past due". */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** FACTS 5.5: a plan that will renew says when; any other says when it ends. */
export function periodLine(subscription: SubscriptionInfo): { lead: string; day: string } {
  const renews = subscription.status === 'active' && !subscription.cancelAtPeriodEnd
  return {
    lead: renews ? 'Your plan renews on' : 'Your plan ends on',
    day: formatDay(subscription.currentPeriodEnd),
  }
}

export type ChipColor = 'success' | 'warning' | 'error' | 'default'

/** Decision 8: paid green, open amber, failed red; void, uncollectible and the rest grey. */
export function invoiceStatusColor(status: string): ChipColor {
  if (status === 'paid') return 'success'
  if (status === 'open') return 'warning'
  if (status === 'failed') return 'error'
  return 'default'
}
