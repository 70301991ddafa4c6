import { and, desc, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { binRevisions } from '../../db/schema/bins.ts'
import { users } from '../../db/schema/users.ts'
import { type RevisionSummary, summaryColumns, toSummary } from './revisions-store.ts'

export type RevisionPageQuery = {
  /** Only revisions older than this number; the newest when absent. */
  before?: number
  limit: number
  /** Only revisions newer than this number (the history a reader other than the owner sees). */
  after?: number
}

/** A page of the bin's revisions, the newest first; `next` is the `before` of the page after it. */
export async function listRevisionPage(
  db: Db,
  binId: string,
  { before, limit, after = 0 }: RevisionPageQuery,
): Promise<{ rows: RevisionSummary[]; next: number | null }> {
  // One row more than the page tells whether another page follows, without counting.
  const rows = await db
    .select(summaryColumns)
    .from(binRevisions)
    .leftJoin(users, eq(users.id, binRevisions.authorId))
    .where(
      and(
        eq(binRevisions.binId, binId),
        after > 0 ? gt(binRevisions.number, after) : undefined,
        before === undefined ? undefined : lt(binRevisions.number, before),
      ),
    )
    .orderBy(desc(binRevisions.number))
    .limit(limit + 1)
  const page = rows.slice(0, limit).map(toSummary)
  return { rows: page, next: rows.length > limit ? (page.at(-1)?.number ?? null) : null }
}
