import { eq, sql } from 'drizzle-orm'
import { foldHistory, HISTORY_CAPS, type HistoryCaps, revisionBytes } from '../bins/revisions/fold-history.ts'
import type { Db } from '../db/database.ts'
import { binRevisions, bins } from '../db/schema/bins.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Bins looked at per query: each costs at most its newest `caps.revisions + 1` revisions' sizes. */
const BATCH = 100

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void }

type Options = { caps?: HistoryCaps; batch?: number }

/** Of the `batch` bins after `after` by id, each with whether its history is over the caps. */
async function binsAfter(db: Db, after: string, batch: number, caps: HistoryCaps) {
  const { rows } = (await db.execute(sql`
    with page as (select ${bins.id} as id from ${bins} where ${bins.id} > ${after} order by ${bins.id} limit ${batch})
    select page.id, newest.revisions > ${caps.revisions} or newest.bytes > ${caps.bytes} as over
    from page cross join lateral (
      select count(*) as revisions, coalesce(sum(size), 0) as bytes from (
        select ${revisionBytes} as size from ${binRevisions}
        where ${binRevisions.binId} = page.id
        order by ${binRevisions.number} desc limit ${caps.revisions + 1}
      ) kept
    ) newest
    order by page.id
  `)) as unknown as { rows: { id: string; over: boolean }[] }
  return rows
}

/**
 * Folds every history over the caps (decision 0035): those saved before a bin's write folded its own,
 * or before the caps were lowered. Walks the bins by id, `batch` at a time; each bin is folded in a
 * transaction of its own, under its row's lock, as a change of it is. Gives how many bins were folded.
 */
export async function pruneRevisionHistories(
  db: Db,
  { caps = HISTORY_CAPS, batch = BATCH }: Options = {},
): Promise<number> {
  let folded = 0
  for (let after = ''; ; ) {
    const page = await binsAfter(db, after, batch, caps)
    for (const { id } of page.filter((bin) => bin.over)) {
      const deleted = await db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: bins.id }).from(bins).where(eq(bins.id, id)).for('update')
        return locked ? foldHistory(tx, id, caps) : 0
      })
      if (deleted > 0) folded++
    }
    if (page.length < batch) return folded
    after = page.at(-1)!.id
  }
}

type JobOptions = { everyMs?: number; vacuum?: boolean }

/**
 * One run of the job: the histories folded, then, with `vacuum` (PGlite, which runs no autovacuum), the
 * table vacuumed, so the room of the rows folded away (by this job and by every save of a bin at its
 * cap) is used again instead of the table growing with each save. A failure is logged, not thrown.
 */
export async function runRevisionPruning(db: Db, log: Log, { vacuum = false }: JobOptions = {}) {
  try {
    const count = await pruneRevisionHistories(db)
    if (count > 0) log.info({ count }, 'bin histories over their caps folded')
    if (vacuum) await db.execute(sql`vacuum ${binRevisions}`)
  } catch (error) {
    log.warn({ err: error }, 'bin histories could not be folded; trying again later')
  }
}

/**
 * Runs the job now and then every day; gives the function that stops it. Every write keeps its bin's
 * history within the caps, so the job only finds histories older than that.
 */
export function startRevisionPruning(db: Db, log: Log, options: JobOptions = {}): () => void {
  const run = () => runRevisionPruning(db, log, options)
  void run()
  const timer = setInterval(run, options.everyMs ?? DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
