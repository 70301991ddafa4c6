import { ACCESS_ONE, ACCESS_ONE_TEAM } from '@one/contract/access'
import type { ProviderId, Sponsorship, Team } from '@one/contract/auth'
import {
  grantingStatuses,
  type PlanInterval,
  type PlanType,
  type SubscriptionStatus,
} from '@one/contract/membership'
import { monthlyTotalCents, SPONSOR_MONTHLY_CENTS } from '@one/contract/sponsorships'

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
  /** The user's GitHub sponsorship and Discord server subscription, as the remotes last said. */
  sponsors?: readonly SponsorRecord[]
}

export type SponsorRecord = {
  platform: 'github' | 'discord'
  tierName: string
  amount: number
  interval: 'month' | 'year' | 'once'
  isActive: boolean
  startedAt: Date
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
 * whose owner's team plan grants; `one` for sponsors whose active sponsorships add up to the solo
 * plan's monthly price (FACTS decision 12).
 */
export function accessOf({
  isAdmin,
  identities,
  admins,
  subscriptions,
  team = null,
  sponsors = [],
}: AccessSources): Access {
  const listedAdmin = identities.some((i) => admins.has(`${i.provider}:${i.providerUserId}`))
  const access = new Set<string>()
  for (const subscription of subscriptions) {
    if (grants(subscription.status))
      access.add(subscription.planType === 'team' ? ACCESS_ONE_TEAM : ACCESS_ONE)
  }
  if (team) access.add(ACCESS_ONE_TEAM)
  if (monthlyTotalCents(sponsors) >= SPONSOR_MONTHLY_CENTS) access.add(ACCESS_ONE)
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
  for (const sponsor of sponsors) {
    sponsorships.push({
      id: `${sponsor.platform}-sponsorship`,
      platform: sponsor.platform,
      interval: sponsor.interval,
      target: 'one',
      tierName: sponsor.tierName,
      amount: sponsor.amount,
      isActive: sponsor.isActive,
      createdAt: sponsor.startedAt.toISOString(),
    })
  }
  return { isAdmin: isAdmin || listedAdmin, access: [...access], sponsorships, team }
}
