// The search of one's own bins (docs/decisions/0024): GET /one/bins with `q`, as the server takes and answers it.
// The app's list (binEndpoints.list) is the same route without `q`; these schemas extend it, in a module
// of their own so the first screen, which lists bins but never searches them, does not carry them.
import { z } from 'zod/mini'
import { binPageLimit, binPageQuery, binSorts } from './bin-pages.ts'
import { BIN_SEARCH_MAX, binFilter, binSummary } from './bins.ts'
import { storableText } from './storable.ts'

export const EMPTY_SEARCH_MESSAGE = 'Type a word to search for.'

/** What a search may hold: at most 200 characters of storable text, not only spaces. */
export const binSearchText = z.string().check(
  z.refine((text) => text.trim() !== '', EMPTY_SEARCH_MESSAGE),
  z.maxLength(BIN_SEARCH_MAX, `Search for at most ${BIN_SEARCH_MAX} characters.`),
  storableText('A search'),
)

/** `relevance` (the default of a search): the best matches first, a match in the title weighing more. */
export const binSearchSorts = ['relevance', ...binSorts] as const
export type BinSearchSort = (typeof binSearchSorts)[number]

/** Where a searched word starts and ends in the matching line, in UTF-16 units (end excluded). */
export const binMatchRange = z.object({ start: z.number().check(z.int()), end: z.number().check(z.int()) })

/**
 * Where a found bin matches: the first line of its text holding every searched word (or else the first
 * holding one), numbered from 1, with where each word is in it; null when only the title matches.
 */
export const binMatch = z.nullable(
  z.object({ line: z.number().check(z.int()), text: z.string(), ranges: z.array(binMatchRange) }),
)
export type BinMatch = z.infer<typeof binMatch>

/**
 * GET /one/bins. Without `q`, `sort`, `visibility`, `cursor` or `limit`: all the user's bins, pinned
 * first (the first screen's list). Otherwise a page as GET /one/bins/mine answers it, `q` searching
 * titles and texts by word, ranked by relevance unless another sort is asked for.
 */
export const binListQuery = z.extend(binPageQuery, {
  filter: z._default(binFilter, 'all'),
  q: z.optional(binSearchText),
  sort: z.optional(z.enum(binSearchSorts, 'Sort by relevance, updated, created or title.')),
  limit: z.optional(binPageLimit),
})
export type BinListQuery = z.input<typeof binListQuery>

export const foundBin = z.extend(binSummary, { match: z.optional(binMatch) })
export type FoundBin = z.infer<typeof foundBin>

/** `next` (a page was asked for) asks for the page after it, and is null on the last. */
export const binListResponse = z.object({
  bins: z.array(foundBin),
  next: z.optional(z.nullable(z.string())),
})
export type BinListResponse = z.infer<typeof binListResponse>

/** GET /one/bins with a search or a page: what the dashboard's bins tab calls. */
export const binSearchEndpoints = {
  search: {
    method: 'GET',
    path: '/one/bins',
    summary: "The signed-in user's bins searched by word, a page at a time",
    query: binListQuery,
    response: binListResponse,
  },
} as const
