import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { bins } from '../db/schema/bins.ts'
import type { BinListRow } from './bin-view.ts'
import { listColumns, notExpired } from './bins-store.ts'

/** Where a found bin matches: the first line of its text holding a searched word, numbered from 1. */
export type BinMatch = { line: number; text: string }
export type FoundBin = BinListRow & { match: BinMatch | null }

// A matching line is shown cut to this many characters: a minified file is one very long line.
const MATCH_LINE_MAX = 200
/** How many bins one search answers. */
export const SEARCH_LIMIT = 50

/**
 * The search as a query: its words as the bins' own index reads them (the same parser and
 * configuration, so `v-btn` or `100%_done` are cut as in the text), each as a word or a word's start,
 * every one required. Nothing typed is read as query syntax: only the lexemes found are quoted in,
 * with their quotes and backslashes doubled.
 */
const searchQuery = (text: string) => sql`to_tsquery('simple', (
  select string_agg(
    chr(39) || replace(replace(lexeme, chr(92), repeat(chr(92), 2)), chr(39), repeat(chr(39), 2)) || chr(39) || ':*',
    ' & '
  )
  from unnest(to_tsvector('simple', translate(${text}, '<>', '  ')))
))`

/**
 * The owner's bins whose title or text hold every word of `text` (as a word or a word's start), the
 * best matches first (a title match weighs more), with the first matching line of each. Unlisted and
 * expired bins are never found. PostgreSQL's full-text search over the `search` column's GIN index.
 */
export async function searchOwnBins(
  db: Db,
  ownerId: string,
  text: string,
  limit: number,
): Promise<FoundBin[]> {
  // Without a letter or digit there is no word to look for.
  if (!/[\p{L}\p{N}]/u.test(text)) return []
  const query = searchQuery(text)
  return db
    .select({
      ...listColumns,
      match: sql<BinMatch | null>`(
        select json_build_object('line', l.n, 'text', left(l.line, ${MATCH_LINE_MAX}))
        from regexp_split_to_table(left(${bins.content}, 100000), E'\\n') with ordinality as l(line, n)
        where to_tsvector('simple', translate(l.line, '<>', '  ')) @@ ${query}
        limit 1
      )`,
    })
    .from(bins)
    .where(
      and(eq(bins.ownerId, ownerId), sql`search @@ ${query}`, notExpired, ne(bins.visibility, 'unlisted')),
    )
    .orderBy(sql`ts_rank(search, ${query}) desc`, sql`${bins.updatedAt} desc`, sql`${bins.id} desc`)
    .limit(limit)
}
