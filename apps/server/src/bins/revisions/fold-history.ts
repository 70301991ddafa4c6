import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { binRevisions } from '../../db/schema/bins.ts'
import { readRevision } from './revisions-store.ts'

/** How much history a bin keeps: its newest revisions, up to both caps (decision 0035). */
export type HistoryCaps = { revisions: number; bytes: number }

export const HISTORY_CAPS: HistoryCaps = { revisions: 100, bytes: 50 * 1024 * 1024 }

/** What a revision's row costs: its whole text or its delta, in bytes (a delta as the text of its JSON). */
export const revisionBytes = sql<number>`coalesce(octet_length(${binRevisions.content}), 0) + coalesce(octet_length(${binRevisions.delta}::text), 0)`

/** The bytes of a revision and of every newer one. */
const bytesFromNewest =
  sql<number>`sum(${revisionBytes}) over (order by ${binRevisions.number} desc rows unbounded preceding)`.mapWith(
    Number,
  )

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Folds what is older than the bin's newest revisions within `caps` into a base: the oldest revision
 * kept is rewritten with its whole text, and every older row deleted. The newest revision, the bin as
 * it is, is always kept. Runs in the change's transaction, after the new revision is recorded; reads
 * only the newest `caps.revisions + 1` rows, so a history already within the caps costs one query.
 * Gives how many revisions were deleted.
 */
export async function foldHistory(tx: Tx | Db, binId: string, caps = HISTORY_CAPS): Promise<number> {
  const newest = await tx
    .select({
      number: binRevisions.number,
      whole: sql<boolean>`${binRevisions.content} is not null`,
      bytes: bytesFromNewest,
    })
    .from(binRevisions)
    .where(eq(binRevisions.binId, binId))
    .orderBy(desc(binRevisions.number))
    .limit(caps.revisions + 1)
  const over = newest.findIndex((row, index) => index >= caps.revisions || row.bytes > caps.bytes)
  if (over === -1) return 0
  // The base grows when its delta becomes a whole text: it may then take the room of newer revisions.
  for (let kept = Math.max(over, 1); ; kept--) {
    const base = newest[kept - 1]!
    const newer = newest[kept - 2]?.bytes ?? 0
    let text: string | undefined
    if (!base.whole) {
      // Never delete what the base is read from while it cannot be read whole.
      const read = await readRevision(tx, binId, base.number)
      if (!read) return 0
      text = read.content
    }
    const bytes = text === undefined ? base.bytes : newer + Buffer.byteLength(text, 'utf8')
    if (bytes > caps.bytes && kept > 1) continue
    const at = and(eq(binRevisions.binId, binId), eq(binRevisions.number, base.number))
    if (text !== undefined) await tx.update(binRevisions).set({ content: text, delta: null }).where(at)
    const deleted = await tx
      .delete(binRevisions)
      .where(and(eq(binRevisions.binId, binId), lt(binRevisions.number, base.number)))
      .returning({ number: binRevisions.number })
    return deleted.length
  }
}
