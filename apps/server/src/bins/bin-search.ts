import type { BinMatch } from '@one/contract/bin-search'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { bins } from '../db/schema/bins.ts'
import type { BinListRow } from './bin-view.ts'
import { type BinPageRequest, listBinPage } from './bins-list.ts'
import { matchRanges } from './match-ranges.ts'

export type FoundBin = BinListRow & { match: BinMatch }

/** What a search of the full-text index is to a page of bins: which ones it finds, and how well. */
export type BinSearch = { matches: SQL; rank: SQL<number> }

// A matching line is shown cut to this many characters: a minified file is one very long line.
const MATCH_LINE_MAX = 200
// Of a long line, only a part starting a little before the first word found is read and highlighted.
const MATCH_LINE_LEAD = 40
const MATCH_LINE_READ = 1_000
/** How many bins one MCP search answers. */
export const SEARCH_LIMIT = 50
/**
 * How many bins are ranked at most: a word found in every one of 10,000 bins would otherwise rank
 * them all on each request. Beyond this many the order is the best of the first found.
 */
export const RANKED_MAX = 1_000

/**
 * The words of a search as the bins' own index reads them: the same parser and configuration, so
 * `V-BTN` is the lexeme `v-btn` and `button_do` the lexemes `button` and `do`. A hyphenated word is
 * looked for whole, not also as its parts: whatever holds it holds its parts, and a short part such
 * as `v` (the start of most words) makes the query much slower. Nothing typed is read as query syntax.
 */
export async function searchWords(db: Db, text: string): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select coalesce(array_agg(lexeme order by positions[1]), '{}') as words
    from unnest(to_tsvector('simple', translate(${text}, '<>', '  ')))
  `)) as unknown as { rows: { words: string[] }[] }
  const words = rows[0]?.words ?? []
  const parts = new Set(words.filter((word) => word.includes('-')).flatMap((word) => word.split('-')))
  return words.filter((word) => !parts.has(word))
}

const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`
/**
 * Every word, each as a word or a word's start: cast, not given to to_tsquery, which would parse the
 * lexemes again and split `v-btn` into a phrase of its parts.
 */
const allOf = (words: string[]) => words.map(quoted).join(' & ')
const anyOf = (words: string[]) => words.map(quoted).join(' | ')

/** The owner's bins holding every word: capped at RANKED_MAX candidates taken from the GIN index. */
export function binSearch(ownerId: string, words: string[]): BinSearch {
  const query = sql`${allOf(words)}::tsquery`
  return {
    matches: sql`${bins.id} in (select b.id from bins b where b.owner_id = ${ownerId} and b.search @@ ${query} limit ${RANKED_MAX})`,
    rank: sql<number>`ts_rank("bins"."search", ${query})`,
  }
}

/**
 * One page of the owner's bins holding every word of `text` (as a word or a word's start) in the title
 * or the text, ranked unless another sort is asked for, each with its matching line. A search of no
 * words (only punctuation) finds nothing.
 */
export async function searchBinPage(
  db: Db,
  ownerId: string,
  text: string,
  request: Omit<BinPageRequest, 'search' | 'q'>,
): Promise<{ rows: FoundBin[]; next: string | null }> {
  const words = await searchWords(db, text)
  if (words.length === 0) return { rows: [], next: null }
  const page = await listBinPage(db, ownerId, { ...request, search: binSearch(ownerId, words) })
  const matches = await matchingLines(
    db,
    page.rows.map((row) => row.id),
    words,
  )
  return { rows: page.rows.map((row) => ({ ...row, match: matches.get(row.id) ?? null })), next: page.next }
}

/** What MCP's search_bins finds: the best matches, never an unlisted bin. */
export async function searchOwnBins(db: Db, ownerId: string, text: string, limit: number) {
  const { rows } = await searchBinPage(db, ownerId, text, { sort: 'relevance', limit, unlisted: false })
  return rows
}

/**
 * The first line of each bin's text holding every word, or else the first holding one. A cheap test
 * of the line's lower-cased text comes first, so a long text the words are not in is never parsed
 * line by line.
 */
async function matchingLines(db: Db, ids: string[], words: string[]): Promise<Map<string, BinMatch>> {
  if (ids.length === 0) return new Map()
  const lowered = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`
  const lineWhere = (all: boolean) => sql`${all ? sql`not exists` : sql`exists`} (
      select 1 from unnest(${lowered}) as w where strpos(lower(l.line), w) ${all ? sql`=` : sql`>`} 0
    ) and to_tsvector('simple', translate(l.line, '<>', '  ')) @@ ${all ? allOf(words) : anyOf(words)}::tsquery`
  const firstLine = (all: boolean) => sql`(
    select json_build_object('line', l.n, 'text', substr(l.line, greatest(1, coalesce((
      select min(nullif(strpos(lower(l.line), w), 0)) from unnest(${lowered}) as w
    ), 1) - ${MATCH_LINE_LEAD}), ${MATCH_LINE_READ}))
    from regexp_split_to_table(left(${bins.content}, 100000), E'\\n') with ordinality as l(line, n)
    where ${lineWhere(all)}
    limit 1
  )`
  const rows = await db
    .select({
      id: bins.id,
      line: sql<{ line: number; text: string } | null>`coalesce(${firstLine(true)}, ${firstLine(false)})`,
    })
    .from(bins)
    .where(inArray(bins.id, ids))
  const found = new Map<string, BinMatch>()
  for (const { id, line } of rows) {
    if (line) found.set(id, { line: line.line, ...matchRanges(line.text, words, MATCH_LINE_MAX) })
  }
  return found
}
