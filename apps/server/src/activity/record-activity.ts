import type { ActivityData, ActivityType } from '@one/contract/activity'
import { sql, type WithSubquery } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { activity } from '../db/schema/activity.ts'
import { users } from '../db/schema/users.ts'

/**
 * Writes an event of the user's feed. Pass the transaction that makes the change it records, so the
 * two are kept or undone together. A user who is gone (an account deleted in the same breath) gets
 * no event rather than failing the change.
 */
export async function recordActivity<T extends ActivityType>(
  tx: Db,
  userId: string,
  type: T,
  data: ActivityData<T>,
): Promise<void> {
  await tx.execute(
    sql`insert into ${activity} (user_id, type, data)
        select ${users.id}, ${type}, ${JSON.stringify(data)}::jsonb from ${users} where ${users.id} = ${userId}`,
  )
}

/**
 * The event of a change made in the same statement, as a CTE of that statement: written for the row
 * `made` returns (a CTE of an insert returning a row with an `owner_id`, the event's user), and not
 * at all when it returns none.
 */
export function activityOfMade<T extends ActivityType>(
  db: Db,
  made: WithSubquery,
  type: T,
  data: ActivityData<T>,
) {
  return db.$with('recorded_activity', {}).as(
    sql`insert into ${activity} (user_id, type, data)
        select owner_id, ${type}, ${JSON.stringify(data)}::jsonb from ${made}`,
  )
}
