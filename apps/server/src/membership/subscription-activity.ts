import type { ActivityData } from '@one/contract/activity'
import { grantingStatuses, type SubscriptionStatus } from '@one/contract/membership'
import type { NewSubscriptionRow } from './membership-store.ts'

const isGranting = (status: string) => grantingStatuses.includes(status as SubscriptionStatus)

type Kept = Pick<
  NewSubscriptionRow,
  'id' | 'status' | 'planType' | 'interval' | 'currentPeriodStart' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'
>

export type SubscriptionEvent =
  | { type: 'subscription.activated'; data: ActivityData<'subscription.activated'> }
  | { type: 'subscription.changed'; data: ActivityData<'subscription.changed'> }
  | { type: 'subscription.canceled'; data: ActivityData<'subscription.canceled'> }
  | { type: 'subscription.renewed'; data: ActivityData<'subscription.renewed'> }

/**
 * What the holder's feed says about a subscription going from `before` (our copy, or none) to `after`
 * (Stripe's word now). Stripe's state is compared, not its events, so a webhook delivered twice, late
 * or out of order, and an activation racing its own webhook, say each thing once.
 */
export function subscriptionEvents(before: Kept | undefined, after: Kept): SubscriptionEvent[] {
  const plan = { subscriptionId: after.id, plan: after.planType, interval: after.interval }
  const wasOn = before !== undefined && isGranting(before.status)
  const isOn = isGranting(after.status)
  if (!wasOn) return isOn ? [{ type: 'subscription.activated', data: plan }] : []
  if (!isOn) {
    return [
      {
        type: 'subscription.canceled',
        data: { ...plan, endsAt: after.currentPeriodEnd, ended: true },
      },
    ]
  }
  const events: SubscriptionEvent[] = []
  const newPlan = before.planType !== after.planType || before.interval !== after.interval
  if (newPlan) {
    events.push({
      type: 'subscription.changed',
      data: { ...plan, from: { plan: before.planType, interval: before.interval } },
    })
  } else if (after.currentPeriodStart > before.currentPeriodStart) {
    // A paid new period of the same plan (a change of interval also starts one: that is the change).
    events.push({ type: 'subscription.renewed', data: { ...plan, periodEnd: after.currentPeriodEnd } })
  }
  if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) {
    events.push({
      type: 'subscription.canceled',
      data: { ...plan, endsAt: after.currentPeriodEnd, ended: false },
    })
  } else if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd) {
    events.push({ type: 'subscription.changed', data: { ...plan, from: null } })
  }
  return events
}
