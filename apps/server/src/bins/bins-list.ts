import type { BinSearchSort } from '@one/contract/bin-search'
import { type BinFilter, type BinVisibility, binId } from '@one/contract/bins'
import { and, asc, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm'
import { AppError } from '../app-error.ts'
import type { Db } from '../db/database.ts'
import { bins } from '../db/schema/bins.ts'
import type { BinSearch } from './bin-search.ts'
import type { BinListRow } from './bin-view.ts'
import { filterWhere, listColumns, notExpired } from './bins-store.ts'

type BinSort = BinSearchSort

export type BinPageRequest = {
  /** Text anywhere in the title (GET /one/bins/mine). */
  q?: string
  /** Words in the title or text, from the full-text index (GET /one/bins?q=); `relevance` sorts by it. */
  search?: BinSearch
  filter?: BinFilter
  visibility?: BinVisibility
  /** False: unlisted bins are left out (what MCP lists). */
  unlisted?: boolean
  sort: BinSort
  cursor?: string
  limit: number
}

export const NO_RELEVANCE_MESSAGE = 'Sorting by relevance needs words to search for (q).'

/** Where the next page starts: the sort it belongs to, the last row's sort key and its id. */
type After = { sort: BinSort; key: string; id: string }

export const BAD_CURSOR_MESSAGE = 'This page link is out of date or damaged: load the list again.'

// Microseconds in UTC, as the database keeps them: a JavaScript date would round to milliseconds and
// skip or repeat rows whose times differ by less.
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const stampOf = (column: typeof bins.updatedAt | typeof bins.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

function isStamp(text: string): boolean {
  if (!STAMP.test(text)) return false
  const millis = `${text.slice(0, 23)}Z`
  const date = new Date(millis)
  return !Number.isNaN(date.getTime()) && date.toISOString() === millis
}

function encodeCursor(after: After): string {
  return Buffer.from(JSON.stringify([after.sort, after.key, after.id])).toString('base64url')
}

function decodeCursor(cursor: string, sort: BinSort): After {
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new AppError('bad_request', BAD_CURSOR_MESSAGE)
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw new AppError('bad_request', BAD_CURSOR_MESSAGE)
  const [cursorSort, key, id] = parts
  const keyFits =
    typeof key === 'string' &&
    (sort === 'title' || (sort === 'relevance' ? Number.isFinite(Number(key)) && key !== '' : isStamp(key)))
  if (cursorSort !== sort || !keyFits || !binId.safeParse(id).success) {
    throw new AppError('bad_request', BAD_CURSOR_MESSAGE)
  }
  return { sort, key: key as string, id: id as string }
}

/** `text` anywhere in a title, any case: % and _ are the characters themselves, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// Each order ends with the id, so rows with equal times, titles or ranks keep one order from page to page.
const orders = {
  updated: { key: stampOf(bins.updatedAt), by: [desc(bins.updatedAt), desc(bins.id)] },
  created: { key: stampOf(bins.createdAt), by: [desc(bins.createdAt), desc(bins.id)] },
  title: { key: sql<string>`${bins.title}`, by: [asc(bins.title), asc(bins.id)] },
} satisfies Record<Exclude<BinSort, 'relevance'>, { key: SQL<string>; by: SQL[] }>

// A rank is a real; its text is the shortest that reads back as the same real, so it keys exactly.
const orderOf = (sort: BinSort, search: BinSearch | undefined) => {
  if (sort !== 'relevance') return orders[sort]
  if (!search) throw new AppError('bad_request', NO_RELEVANCE_MESSAGE)
  return { key: sql<string>`(${search.rank})::text`, by: [sql`${search.rank} desc`, desc(bins.id)] }
}

function startingAfter({ sort, key, id }: After, search: BinSearch | undefined): SQL {
  if (sort === 'title') return sql`(${bins.title}, ${bins.id}) > (${key}, ${id})`
  if (sort === 'relevance' && search) return sql`(${search.rank}, ${bins.id}) < (${key}::real, ${id})`
  const column = sort === 'updated' ? bins.updatedAt : bins.createdAt
  return sql`(${column}, ${bins.id}) < (${key}::timestamptz, ${id})`
}

/**
 * One page of the owner's bins, found by keyset (never OFFSET, so a late page costs what the first
 * does), with the cursor of the page after it, or null on the last page.
 */
export async function listBinPage(
  db: Db,
  ownerId: string,
  request: BinPageRequest,
): Promise<{ rows: BinListRow[]; next: string | null }> {
  const { q, search, filter = 'all', visibility, unlisted = true, sort, cursor, limit } = request
  const order = orderOf(sort, search)
  const found = await db
    .select({ ...listColumns, sortKey: order.key })
    .from(bins)
    .where(
      and(
        eq(bins.ownerId, ownerId),
        notExpired,
        q ? ilike(bins.title, containing(q)) : undefined,
        search?.matches,
        filterWhere[filter],
        visibility ? eq(bins.visibility, visibility) : undefined,
        unlisted ? undefined : ne(bins.visibility, 'unlisted'),
        cursor ? startingAfter(decodeCursor(cursor, sort), search) : undefined,
      ),
    )
    .orderBy(...order.by)
    .limit(limit + 1)
  const more = found.length > limit
  const page = found.slice(0, limit)
  const last = page.at(-1)
  const next = more && last ? encodeCursor({ sort, key: last.sortKey, id: last.id }) : null
  return { rows: page.map(({ sortKey: _key, ...row }) => row), next }
}
