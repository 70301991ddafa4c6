import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'

const EVERY_MS = 10 * 1000
// The table grew or shrank by more than this share of its pages since the planner last looked.
const CHANGED_SHARE = 0.2
const CHANGED_PAGES_MIN = 16

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void }

/**
 * VACUUM ANALYZE bins when its size moved far from what the planner's statistics say; gives whether
 * it ran. PGlite runs no autovacuum: after a bulk load the planner would filter a user's 10,000 bins
 * row by row instead of reading the search's GIN index. ANALYZE alone is not enough: the GIN index's
 * own counts (which its cost estimate reads) and its list of pending entries are brought up to date
 * only by VACUUM. On PostgreSQL autovacuum does the same, later.
 */
export async function refreshBinStatistics(db: Db): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select c.relpages as known, c.reltuples as tuples,
      pg_relation_size(c.oid) / current_setting('block_size')::int as pages
    from pg_class c where c.oid = 'bins'::regclass
  `)) as unknown as { rows: { known: number; tuples: number; pages: number | string }[] }
  const row = rows[0]
  if (!row) return false
  const pages = Number(row.pages)
  const drift = Math.abs(pages - row.known)
  const stale =
    drift > Math.max(CHANGED_PAGES_MIN, row.known * CHANGED_SHARE) ||
    (row.tuples < 0 && pages > CHANGED_PAGES_MIN)
  if (!stale) return false
  await db.execute(sql`vacuum (analyze) bins`)
  return true
}

/** Runs refreshBinStatistics now and then every ten seconds (a cheap look at two numbers); gives the stop. */
export function startBinStatistics(db: Db, log: Log, everyMs = EVERY_MS): () => void {
  const run = async () => {
    try {
      if (await refreshBinStatistics(db)) log.info({}, 'bins vacuumed and analyzed for the query planner')
    } catch (error) {
      log.warn({ err: error }, 'bins could not be vacuumed; trying again later')
    }
  }
  void run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
