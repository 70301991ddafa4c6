import { ACCESS_ONE, ACCESS_ONE_TEAM } from '@one/contract/access'
import type { ProviderId, Sponsorship, Team } from '@one/contract/auth'
import {
  grantingStatuses,
  type PlanInterval,
  type PlanType,
  type SubscriptionStatus,
} from '@one/contract/membership'

/** What a user may do and what they hold, computed from every source the product knows. */
export type Access = {
  isAdmin: boolean
  /** Entitlements such as one, one/team (spec section 3). */
  access: string[]
  sponsorships: Sponsorship[]
  team: Team | null
}

export type AccessSources = {
  /** Set on the user record by hand. */
  isAdmin: boolean
  /** The provider accounts linked to the user; `providerUserId` is the provider's own, stable id. */
  identities: readonly { provider: ProviderId; providerUserId: string }[]
  /** ONE_ADMINS: `provider:account id`. Never handles: those can be renamed and then taken by others. */
  admins: ReadonlySet<string>
  /** The user's Stripe subscriptions, newest first, as Stripe last said they were. */
  subscriptions: readonly StripeSubscription[]
  /** The team the user is in while its owner's team plan grants (teams/visibleTeam), else none. */
  team?: Team | null
}

export type StripeSubscription = {
  id: string
  status: string
  planType: PlanType
  interval: PlanInterval
  amount: number
  startDate: number
}

const grants = (status: string) => grantingStatuses.includes(status as SubscriptionStatus)

/**
 * Admins by record or by ONE_ADMINS; `one` for a solo plan and `one/team` for a team plan while its
 * subscription is paid for, on trial, or in Stripe's retries; `one/team` too for the members of a team
 * whose owner's team plan grants. Sponsors join as their area lands.
 */
export function accessOf({ isAdmin, identities, admins, subscriptions, team = null }: AccessSources): Access {
  const listedAdmin = identities.some((i) => admins.has(`${i.provider}:${i.providerUserId}`))
  const access = new Set<string>()
  for (const subscription of subscriptions) {
    if (grants(subscription.status))
      access.add(subscription.planType === 'team' ? ACCESS_ONE_TEAM : ACCESS_ONE)
  }
  if (team) access.add(ACCESS_ONE_TEAM)
  const sponsorships: Sponsorship[] = subscriptions.map((subscription) => ({
    id: subscription.id,
    platform: 'stripe',
    interval: subscription.interval,
    target: 'one',
    tierName: subscription.id,
    amount: subscription.amount,
    isActive: grants(subscription.status),
    createdAt: new Date(subscription.startDate * 1000).toISOString(),
  }))
  return { isAdmin: isAdmin || listedAdmin, access: [...access], sponsorships, team }
}
