import type { User } from '@one/contract/auth'
import {
  defaultPlan,
  grantingStatuses,
  type PlanInterval,
  type PlanType,
  type SubscriptionInfo,
} from '@one/contract/membership'
import { billingSubscription, hasTeamAccess, isTeamOwner, oneSponsorship } from '../../lib/user-facts.ts'

export type Plan = { interval: PlanInterval; type: PlanType }
/** What the subscribe tab has chosen so far. */
export type PlanChoice = { interval?: PlanInterval; type?: PlanType }

export type SubscriptionTab = 'subscribe' | 'status'

/** FACTS 5.2: the tab asked for, else the status of a billing customer, else the plans. */
export function firstTab(asked: SubscriptionTab | undefined, user: User | null): SubscriptionTab {
  if (asked) return asked
  return billingSubscription(user)?.tierName ? 'status' : 'subscribe'
}

/** Spec section 5: a member of someone else's team cannot buy a team plan. */
export function teamPlanDisabled(user: User | null, access: readonly string[]): boolean {
  return hasTeamAccess(user, access) && !isTeamOwner(user)
}

/** FACTS 5.4: the tab starts from the current plan, else from the defaults of spec section 9. */
export function startingPlan(subscription: SubscriptionInfo | null | undefined): Plan {
  if (!subscription) return { ...defaultPlan }
  return { interval: subscription.interval, type: subscription.subscriptionType }
}

/** The subscription the user may modify or cancel: their own, and still running (the server's rule). */
export function heldSubscription(
  user: User | null,
  subscription: SubscriptionInfo | null | undefined,
): SubscriptionInfo | undefined {
  if (!subscription || billingSubscription(user)?.tierName !== subscription.id) return undefined
  return grantingStatuses.includes(subscription.status) ? subscription : undefined
}

/** Spec section 5: checkout needs both an interval and a type. */
export function isComplete(choice: PlanChoice): choice is Plan {
  return choice.interval !== undefined && choice.type !== undefined
}

export type FooterAction = 'modify' | 'success' | 'activate' | 'manage'

/**
 * FACTS 5.4: the subscribe tab's one footer button. Modify while one runs (its answer already shows
 * the new plan) and while the choice differs from the plan the user holds; Success right after a
 * modify; else Activate for someone without a running subscription, Manage for someone with one.
 */
export function footerAction({
  user,
  choice,
  held,
  modifying,
  succeeded,
}: {
  user: User | null
  choice: PlanChoice
  held: SubscriptionInfo | undefined
  modifying: boolean
  succeeded: boolean
}): FooterAction {
  if (modifying) return 'modify'
  if (succeeded) return 'success'
  if (held && (choice.interval !== held.interval || choice.type !== held.subscriptionType)) return 'modify'
  return oneSponsorship(user) ? 'manage' : 'activate'
}
