import { and, eq, max } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { binRevisions } from '../../db/schema/bins.ts'
import type { BinRow } from '../bin-view.ts'
import { lineChange } from './line-delta.ts'
import { listRevisionPage, type RevisionPageQuery } from './revision-page.ts'
import { type Revision, type RevisionSummary, readRevision } from './revisions-store.ts'

// Decision 0035: for anyone but its owner, a bin's history starts after its latest revision saved while
// it was private. Sharing a private bin starts a new public history; the owner still sees all of it.

type Bin = Pick<BinRow, 'id' | 'ownerId'>

/** The number of the bin's latest revision saved while it was private; 0 when there is none. */
export async function latestPrivateRevision(db: Db, binId: string): Promise<number> {
  const [row] = await db
    .select({ number: max(binRevisions.number) })
    .from(binRevisions)
    .where(and(eq(binRevisions.binId, binId), eq(binRevisions.visibility, 'private')))
  return row?.number ?? 0
}

/** The revisions up to this number are hidden from the viewer: none for the owner. */
const hiddenUpTo = async (db: Db, bin: Bin, viewerId: string | undefined) =>
  bin.ownerId === viewerId ? 0 : latestPrivateRevision(db, bin.id)

/**
 * The first revision of a shared history counts its lines against nothing, as revision 1 does: its
 * counts against the private revision before it would tell what that one held.
 */
function asHistoryStart<T extends RevisionSummary>(revision: T, content: string): T {
  return { ...revision, linesAdded: lineChange('', content).added, linesRemoved: 0 }
}

/** A page of the bin's history as `viewerId` may see it. */
export async function revisionPageFor(
  db: Db,
  bin: Bin,
  viewerId: string | undefined,
  query: Omit<RevisionPageQuery, 'after'>,
): Promise<{ rows: RevisionSummary[]; next: number | null }> {
  const after = await hiddenUpTo(db, bin, viewerId)
  const page = await listRevisionPage(db, bin.id, { ...query, after })
  const oldest = page.rows.at(-1)
  if (after > 0 && oldest?.number === after + 1) {
    const start = await readRevision(db, bin.id, oldest.number)
    if (start) page.rows[page.rows.length - 1] = asHistoryStart(oldest, start.content)
  }
  return page
}

/** Revision `number` as `viewerId` may read it; a hidden one is undefined, as an unknown one is. */
export async function revisionFor(
  db: Db,
  bin: Bin,
  viewerId: string | undefined,
  number: number,
): Promise<Revision | undefined> {
  if (bin.ownerId === viewerId) return readRevision(db, bin.id, number)
  const [after, revision] = await Promise.all([
    latestPrivateRevision(db, bin.id),
    readRevision(db, bin.id, number),
  ])
  if (!revision || number <= after) return undefined
  return after > 0 && number === after + 1 ? asHistoryStart(revision, revision.content) : revision
}
