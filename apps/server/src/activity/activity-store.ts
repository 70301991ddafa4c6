import { ACTIVITY_PAGE_SIZE } from '@one/contract/activity'
import { and, desc, eq, lt } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { activity } from '../db/schema/activity.ts'

export type ActivityRow = typeof activity.$inferSelect

/**
 * A page of the user's events, newest first, from just before `before` (an id) or from the newest.
 * `more` says whether older events follow: one row past the page is read to know.
 */
export async function activityPage(
  db: Db,
  userId: string,
  before: number | undefined,
): Promise<{ rows: ActivityRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(activity)
    .where(and(eq(activity.userId, userId), before === undefined ? undefined : lt(activity.id, before)))
    .orderBy(desc(activity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1)
  return { rows: rows.slice(0, ACTIVITY_PAGE_SIZE), more: rows.length > ACTIVITY_PAGE_SIZE }
}
