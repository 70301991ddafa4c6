import type { ActivityData, ActivityType } from '@one/contract/activity'
import { sql } from 'drizzle-orm'
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
