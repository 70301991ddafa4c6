import { calendarDay, fromEpochSeconds } from '@one/contract/dates'
import {
  type PlanInterval,
  type PlanType,
  planPrices,
  type SubscriptionInfo,
  type SubscriptionStatus,
} from '@one/contract/membership'
import { pricePer } from '../../lib/format/money.ts'

/** FACTS decision 7: the server's dates are epoch seconds; the day as every screen writes one, "Sep 10, 2025". */
export const formatDay = (epochSeconds: number) => calendarDay(fromEpochSeconds(epochSeconds))

/** Spec section 9: "$2.99 /month". */
export function planPriceLabel(type: PlanType, interval: PlanInterval): string {
  return pricePer(planPrices[type][interval], interval)
}

/** Stripe's status as a person reads it: "past_due" is "Past due". */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * FACTS 5.5: a plan that will renew says when; a trial says when it ends (billing starts then); any
 * other live plan says when it ends. A plan Stripe holds for a payment has no date to promise: its
 * note says what to do instead.
 */
export function periodLine(subscription: SubscriptionInfo): { lead: string; day: string } | undefined {
  if (onHold.includes(subscription.status)) return undefined
  const ending = subscription.cancelAtPeriodEnd
  const lead =
    subscription.status === 'active' && !ending
      ? 'Your plan renews on'
      : subscription.status === 'trialing' && !ending
        ? 'Your trial ends on'
        : 'Your plan ends on'
  return { lead, day: formatDay(subscription.currentPeriodEnd) }
}

const onHold: readonly SubscriptionStatus[] = ['unpaid', 'paused', 'incomplete', 'incomplete_expired']

/**
 * What a status means for the holder, as Stripe means it (docs/decisions/0032-stripe-statuses-and-fidelity.md):
 * past_due keeps the perks while Stripe retries; unpaid, paused and incomplete do not.
 */
export function statusNote(status: SubscriptionStatus): string | undefined {
  switch (status) {
    case 'past_due':
      return 'Your last payment did not go through. Stripe is trying again; update your payment method under Billing to keep your perks.'
    case 'unpaid':
      return 'Your payments did not go through, so your perks are off. Pay the open invoice under Billing to turn them back on.'
    case 'paused':
      return 'Your subscription is paused, so your perks are off. Add a payment method under Billing to resume it.'
    case 'incomplete':
      return 'Your first payment is not finished, so your perks are not on yet. Complete it under Billing.'
    case 'incomplete_expired':
      return 'The first payment was never finished, so this subscription did not start.'
    default:
      return undefined
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
