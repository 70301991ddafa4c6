import { randomBytes } from 'node:crypto'
import { grantingStatuses, type PlanType, type SubscriptionStatus } from '@one/contract/membership'

/** What of a subscription decides whether a team grants. */
export type Plan = { status: string; planType: PlanType }

/** Spec section 6: a team gives access while its owner's team subscription grants. */
export function teamGrants(ownerSubscriptions: readonly Plan[]): boolean {
  return ownerSubscriptions.some(
    (s) => s.planType === 'team' && grantingStatuses.includes(s.status as SubscriptionStatus),
  )
}

/** 192 random bits, URL-safe: nobody finds a team by guessing. */
export function newInviteCode(): string {
  return randomBytes(24).toString('base64url')
}

/** The name a new team gets; the owner's name can change later, the team's stays. */
export function teamNameFor(ownerName: string): string {
  return `${ownerName}'s team`
}
