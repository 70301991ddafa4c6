import { lte, sql } from 'drizzle-orm'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { bins } from '../db/schema/bins.ts'

const MINUTE_MS = 60 * 1000

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void }

/** Deletes expired bins, with their revisions, and drops them from every instance's cache; gives the count. */
export async function deleteExpiredBins({ db, changes }: { db: Db; changes: Changes }): Promise<number> {
  const gone = await db.delete(bins).where(lte(bins.expiresAt, sql`now()`)).returning({ id: bins.id })
  for (const { id } of gone) await changes.publish({ kind: 'bin', id })
  return gone.length
}

/**
 * Runs deleteExpiredBins now and then every minute; gives the function that stops it. An expired bin
 * already answers 404 from the moment it expires: the job only frees its room.
 */
export function startExpiredBinDeletion(
  deps: { db: Db; changes: Changes },
  log: Log,
  everyMs = MINUTE_MS,
): () => void {
  const run = async () => {
    try {
      const count = await deleteExpiredBins(deps)
      if (count > 0) log.info({ count }, 'expired bins deleted')
    } catch (error) {
      log.warn({ err: error }, 'expired bins could not be deleted; trying again later')
    }
  }
  void run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
