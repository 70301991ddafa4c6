import { and, desc, eq, gte, lte, type SQL, sql, type WithSubquery } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { binRevisions } from '../../db/schema/bins.ts'
import { users } from '../../db/schema/users.ts'
import type { BinRow } from '../bin-view.ts'
import { applyLineDelta, applyLineDeltas, type LineDelta, lineChange } from './line-delta.ts'

/** Every this many revisions the text is kept whole, so reading one applies at most this many deltas. */
export const WHOLE_EVERY = 20

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Saved = Pick<BinRow, 'id' | 'title' | 'content' | 'language' | 'visibility'>

export type RevisionSummary = {
  number: number
  at: Date
  author: { id: string; name: string } | null
  title: string
  language: BinRow['language']
  visibility: string
  linesAdded: number
  linesRemoved: number
}

export type Revision = RevisionSummary & { content: string }

/**
 * The first revision of a bin made in the same statement, kept whole, as a CTE of that statement: read
 * from the row `made` returns (a CTE of the bin's insert), so a bin not made gets none.
 */
export function firstRevisionOf(db: Db, made: WithSubquery, content: string) {
  const { added } = lineChange('', content)
  return db.$with('first_revision', {}).as(
    sql`insert into ${binRevisions} (bin_id, number, author_id, title, language, visibility, content, lines_added)
        select id, 1, owner_id, title, language, visibility, content, ${added} from ${made}`,
  )
}

/**
 * The bin's state after a change, as its next revision. Runs in the change's transaction, after the
 * bin's row was updated (and so locked): two changes of one bin never take the same number.
 */
export async function recordRevision(tx: Tx, bin: Saved, previous: string, authorId: string): Promise<void> {
  const [last] = await tx
    .select({ number: binRevisions.number })
    .from(binRevisions)
    .where(eq(binRevisions.binId, bin.id))
    .orderBy(desc(binRevisions.number))
    .limit(1)
  const number = (last?.number ?? 0) + 1
  const change = lineChange(previous, bin.content)
  // Every WHOLE_EVERY-th revision is kept whole; a delta that would not give the text back exactly is
  // never stored.
  const delta =
    number % WHOLE_EVERY !== 1 && change.delta && applyLineDelta(previous, change.delta) === bin.content
      ? change.delta
      : undefined
  await tx.insert(binRevisions).values({
    binId: bin.id,
    number,
    authorId,
    title: bin.title,
    language: bin.language,
    visibility: bin.visibility,
    content: delta ? null : bin.content,
    delta: delta ?? null,
    linesAdded: change.added,
    linesRemoved: change.removed,
  })
}

/** What a history lists of a revision, with its author's name. */
export const summaryColumns = {
  number: binRevisions.number,
  at: binRevisions.at,
  authorId: binRevisions.authorId,
  authorName: users.name,
  title: binRevisions.title,
  language: binRevisions.language,
  visibility: binRevisions.visibility,
  linesAdded: binRevisions.linesAdded,
  linesRemoved: binRevisions.linesRemoved,
}

type SummaryRow = Omit<RevisionSummary, 'author'> & { authorId: string | null; authorName: string | null }

export const toSummary = ({ authorId, authorName, ...row }: SummaryRow): RevisionSummary => ({
  ...row,
  author: authorId ? { id: authorId, name: authorName ?? '' } : null,
})

/**
 * The revision's row and those back to the nearest whole text before it, the oldest first. Only the
 * last whole text in the range and the deltas after it are sent: when every revision of a long text
 * is whole (each rewrote it), a read costs one text, not twenty (docs/decisions/0034).
 */
async function chainOf(db: Db, binId: string, number: number, from: SQL | number) {
  const lastWhole = sql`max(case when ${binRevisions.content} is not null then ${binRevisions.number} end) over ()`
  const needed = sql`${binRevisions.number} >= coalesce(${lastWhole}, 0)`
  return db
    .select({
      ...summaryColumns,
      content: sql<string | null>`case when ${needed} then ${binRevisions.content} end`,
      delta: sql<LineDelta | null>`case when ${needed} then ${binRevisions.delta} end`,
    })
    .from(binRevisions)
    .leftJoin(users, eq(users.id, binRevisions.authorId))
    .where(
      and(eq(binRevisions.binId, binId), lte(binRevisions.number, number), gte(binRevisions.number, from)),
    )
    .orderBy(binRevisions.number)
}

/** Revision `number` of the bin with its whole text, or undefined when there is none. */
export async function readRevision(db: Db, binId: string, number: number): Promise<Revision | undefined> {
  // Numbers 1, 21, 41 ... are always whole, so the chain lies after the last of them and a plain range of
  // the key finds it: no subquery to plan and run on every read (a third of the query's time on PGlite).
  let rows = await chainOf(db, binId, number, number - ((number - 1) % WHOLE_EVERY))
  // Only a history written under another WHOLE_EVERY can lack a whole text there.
  if (rows.length > 0 && !rows.some((row) => row.content !== null)) {
    const nearestWhole = db
      .select({ number: sql<number>`max(${binRevisions.number})` })
      .from(binRevisions)
      .where(
        and(
          eq(binRevisions.binId, binId),
          lte(binRevisions.number, number),
          sql`${binRevisions.content} IS NOT NULL`,
        ),
      )
    rows = await chainOf(db, binId, number, sql`(${nearestWhole})`)
  }
  const target = rows.at(-1)
  if (target?.number !== number) return undefined
  const whole = rows.findLastIndex((row) => row.content !== null)
  const deltas = rows.slice(whole + 1).map((row) => row.delta ?? [])
  const content = applyLineDeltas(rows[whole]?.content ?? '', deltas)
  const { content: _, delta: __, ...summary } = target
  return { ...toSummary(summary), content }
}
