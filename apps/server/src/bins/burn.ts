import { and, eq } from 'drizzle-orm'
import { recordActivity } from '../activity/record-activity.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { bins } from '../db/schema/bins.ts'
import { binNotFound } from './bin-rules.ts'
import type { BinRecord } from './bin-view.ts'
import { notExpired } from './bins-store.ts'

type Deps = { db: Db; changes: Changes }

/**
 * The bin as `viewerId` reads it. A burn-after-reading bin read by anyone but its owner is deleted by
 * that read, in one statement: of any number of simultaneous readers exactly one gets it, the others
 * find nothing (404), as everyone after them does.
 */
export async function readOnce(
  { db, changes }: Deps,
  bin: BinRecord,
  viewerId: string | undefined,
): Promise<BinRecord> {
  if (!bin.burn || bin.ownerId === viewerId) return bin
  const burned = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(bins)
      .where(and(eq(bins.id, bin.id), eq(bins.burn, true), notExpired))
      .returning()
    if (row) await recordActivity(tx, row.ownerId, 'bin.deleted', { binId: row.id, title: row.title })
    return row
  })
  if (!burned) throw binNotFound()
  await changes.publish({ kind: 'bin', id: bin.id })
  return { ...burned, owner: bin.owner }
}
