// The overview's figures, each counted by the database in one query: the rows never come to the server.
import { grantingStatuses, type PlanInterval, type PlanType } from '@one/contract/membership'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** PGlite and node-postgres both answer a raw query with its rows under `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

// A subscriber is who keeps the plan's perks (access/): active, trialing, or past due while Stripe
// still retries the renewal. A plan set to cancel at its period's end is still paid for until then.
const subscribing = sql.join(
  grantingStatuses.map((status) => sql`${status}`),
  sql`, `,
)

export type PlanFigures = { planType: PlanType; interval: PlanInterval; subscribers: number; cents: number }

/**
 * Per plan: its subscriptions that keep their perks, and the sum of their prices in cents. A user holds
 * one of One's subscriptions at a time (a second checkout is refused), so each is one subscriber.
 */
export function planFigures(db: Db): Promise<PlanFigures[]> {
  return rowsOf(
    db,
    sql`select plan_type as "planType", interval, count(*)::int as subscribers,
          sum(amount)::float8 as cents
        from subscriptions where status in (${subscribing})
        group by plan_type, interval`,
  )
}

/** Sign-ups on each day (UTC) from `first` to `last` (YYYY-MM-DD), both included, zeros too. */
export function signupsPerDay(
  db: Db,
  first: string,
  last: string,
): Promise<{ day: string; count: number }[]> {
  return rowsOf(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.count, 0)::int as count
        from generate_series(${first}::date::timestamp, ${last}::date::timestamp, interval '1 day') as d(day)
        left join (
          select (created_at at time zone 'UTC')::date as day, count(*) as count from users
          where created_at >= ${first}::date::timestamp at time zone 'UTC'
            and created_at < (${last}::date + 1)::timestamp at time zone 'UTC'
          group by 1
        ) as c on c.day = d.day::date
        order by d.day`,
  )
}

/**
 * Cancellations in each month (UTC) from the month of `first` to the month of `last`, zeros too, by
 * Stripe's `canceled_at`: when the subscription ended, or when its holder set it to end at the period's
 * end (Stripe's time of that request; undoing it clears the time).
 */
export function cancellationsPerMonth(
  db: Db,
  first: Date,
  last: Date,
): Promise<{ month: string; count: number }[]> {
  const firstMonth = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)
  const lastMonth = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1)
  const end = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1)
  const [from, to] = [firstMonth / 1000, end / 1000]
  const [firstDay, lastDay] = [isoDay(firstMonth), isoDay(lastMonth)]
  return rowsOf(
    db,
    sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(c.count, 0)::int as count
        from generate_series(${firstDay}::date::timestamp, ${lastDay}::date::timestamp, interval '1 month') as m(month)
        left join (
          select date_trunc('month', to_timestamp(canceled_at) at time zone 'UTC') as month, count(*) as count
          from subscriptions where canceled_at >= ${from} and canceled_at < ${to}
          group by 1
        ) as c on c.month = m.month
        order by m.month`,
  )
}

/** The teams whose owner holds a granting team plan, and the members of those teams (owners not counted). */
export async function teamFigures(db: Db): Promise<{ teams: number; members: number }> {
  const [row] = await rowsOf<{ teams: number; members: number }>(
    db,
    sql`select count(*)::int as teams, coalesce(sum(m.members), 0)::int as members
        from teams as t
        left join (select team_id, count(*) as members from team_members group by team_id) as m
          on m.team_id = t.id
        where t.owner_id in (
          select user_id from subscriptions where plan_type = 'team' and status in (${subscribing})
        )`,
  )
  return row ?? { teams: 0, members: 0 }
}
