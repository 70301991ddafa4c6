import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

/** How far back the overview's charts reach: sign-ups by day, cancellations by month (docs/decisions/0020). */
export const SIGNUP_DAYS = 90
export const CANCELLATION_MONTHS = 12

const count = z.number().check(z.int(), z.minimum(0))
const byInterval = z.object({ month: count, year: count })

export const adminOverview = z.object({
  /**
   * Monthly recurring revenue in cents: each subscriber's monthly plan in full and a twelfth of each
   * yearly one, the yearly sum divided once and rounded to the nearest cent.
   */
  mrr: count,
  /** Subscribers of each plan: users whose subscription is active, trialing or past due. */
  subscribers: z.object({ solo: byInterval, team: byInterval }),
  /** Sign-ups per day (UTC) over the last SIGNUP_DAYS days, oldest first, today last; every day present. */
  signups: z.array(z.object({ day: z.string(), count })),
  /** Cancellations per month (UTC) over the last CANCELLATION_MONTHS months, oldest first, this month last. */
  cancellations: z.array(z.object({ month: z.string(), count })),
  /** People in the teams whose owner's team plan grants, owners included; `cap` is what those teams may hold. */
  seats: z.object({ used: count, cap: count, teams: count }),
})
export type AdminOverview = z.infer<typeof adminOverview>

export const adminOverviewEndpoints = endpoints('adminOverview', {
  read: {
    method: 'GET',
    path: '/one/admin/overview',
    summary:
      'The business at a glance: recurring revenue, subscribers by plan, sign-ups, cancellations and team seats (admins only)',
    response: adminOverview,
  },
})
