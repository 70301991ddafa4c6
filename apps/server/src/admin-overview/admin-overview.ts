import { type AdminOverview, CANCELLATION_MONTHS, SIGNUP_DAYS } from '@one/contract/admin-overview'
import { TEAM_MAX_MEMBERS } from '@one/contract/team'
import type { Db } from '../db/database.ts'
import {
  cancellationsPerMonth,
  type PlanFigures,
  planFigures,
  signupsPerDay,
  teamFigures,
} from './overview-store.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Monthly plans count in full, yearly ones a twelfth: the yearly sum is divided once and rounded to
 * the nearest cent, so twelve yearly subscribers add exactly their yearly prices, not twelve roundings.
 */
export function monthlyRecurringCents(plans: readonly PlanFigures[]): number {
  const sum = (interval: 'month' | 'year') =>
    plans.filter((p) => p.interval === interval).reduce((total, p) => total + p.cents, 0)
  return sum('month') + Math.round(sum('year') / 12)
}

/** The admin overview (docs/decisions/0020) as of `now`, in UTC days and months. */
export async function adminOverview(db: Db, now = new Date()): Promise<AdminOverview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const firstMonth = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (CANCELLATION_MONTHS - 1), 1),
  )
  const [plans, signups, cancellations, teams] = await Promise.all([
    planFigures(db),
    signupsPerDay(db, isoDay(today - (SIGNUP_DAYS - 1) * DAY_MS), isoDay(today)),
    cancellationsPerMonth(db, firstMonth, now),
    teamFigures(db),
  ])

  const subscribers = { solo: { month: 0, year: 0 }, team: { month: 0, year: 0 } }
  for (const plan of plans) subscribers[plan.planType][plan.interval] = plan.subscribers
  return {
    mrr: monthlyRecurringCents(plans),
    subscribers,
    signups,
    cancellations,
    seats: {
      used: teams.teams + teams.members,
      cap: teams.teams * TEAM_MAX_MEMBERS,
      teams: teams.teams,
    },
  }
}
