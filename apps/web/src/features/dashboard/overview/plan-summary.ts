import type { Sponsorship, User } from '@one/contract/auth'
import { type PlanInterval, type PlanType, planPrices } from '@one/contract/membership'
import { pricePer } from '../../../lib/format/money.ts'
import {
  activeSponsorship,
  billingSubscription,
  hasTeamAccess,
  isTeamOwner,
} from '../../../lib/user-facts.ts'

/** What the overview says of the user's plan, read from verify: no call to Stripe for a glance. */
export type PlanSummary =
  | { kind: 'plan'; name: string; price: string; active: boolean }
  | { kind: 'sponsor'; platform: 'GitHub' | 'Discord' }
  | { kind: 'team-member'; teamName: string }
  | { kind: 'none' }

const planTypeOf = (amount: number, interval: PlanInterval): PlanType | undefined =>
  (['solo', 'team'] as const).find((type) => planPrices[type][interval] === amount)

function heldPlan(held: Sponsorship, interval: PlanInterval): PlanSummary {
  const type = planTypeOf(held.amount, interval)
  const name = type === 'team' ? 'Team plan' : type === 'solo' ? 'Solo plan' : 'Vuetify One'
  return { kind: 'plan', name, price: pricePer(held.amount, interval), active: held.isActive }
}

/** The plan the user pays for while it runs; else what else makes them a subscriber; else an ended plan. */
export function planSummary(user: User | null, access: readonly string[]): PlanSummary {
  const held = billingSubscription(user)
  const interval = held && held.interval !== 'once' ? held.interval : undefined
  if (held?.isActive && interval) return heldPlan(held, interval)
  if (activeSponsorship(user, 'github')) return { kind: 'sponsor', platform: 'GitHub' }
  if (activeSponsorship(user, 'discord')) return { kind: 'sponsor', platform: 'Discord' }
  if (user?.team && !isTeamOwner(user) && hasTeamAccess(user, access)) {
    return { kind: 'team-member', teamName: user.team.name }
  }
  if (held && interval) return heldPlan(held, interval)
  return { kind: 'none' }
}
