// The dashboard's list of a user's bins, a page at a time, and its bulk delete: their own module, so
// the first screen, which shows neither, does not carry these schemas.
import { z } from 'zod/mini'
import { BIN_SEARCH_MAX, binId, binSummary, binVisibilities } from './bins.ts'
import { endpoints } from './endpoint.ts'
import { storableText } from './storable.ts'

/** A page of the dashboard's bins list: 25 unless asked, at most 100. */
export const BIN_PAGE_SIZE = 25
export const BIN_PAGE_MAX = 100
/** How many bins one bulk delete takes. */
export const BIN_BULK_DELETE_MAX = 100
// A cursor carries a title (at most 8 KiB) in base64: a little more than 11,000 characters.
const BIN_CURSOR_MAX = 12_000

/** `updated` and `created` list the newest first; `title` from A to Z. */
export const binSorts = ['updated', 'created', 'title'] as const
export type BinSort = (typeof binSorts)[number]

/** How many bins a page holds, as asked. */
export const binPageLimit = z.coerce
  .number('A page holds a whole number of bins, from 1 to 100.')
  .check(
    z.int('A page holds a whole number of bins, from 1 to 100.'),
    z.gte(1, 'A page holds at least 1 bin.'),
    z.lte(BIN_PAGE_MAX, `A page holds at most ${BIN_PAGE_MAX} bins.`),
  )

/**
 * GET /one/bins/mine: the query of one page. `cursor` is the `next` of the page before, opaque to
 * the client and valid only for the same sort.
 */
export const binPageQuery = z.object({
  q: z.optional(
    z
      .string()
      .check(
        z.maxLength(BIN_SEARCH_MAX, `Search for at most ${BIN_SEARCH_MAX} characters.`),
        storableText('A search'),
      ),
  ),
  visibility: z.optional(z.enum(binVisibilities, 'Show public, private or unlisted bins.')),
  sort: z._default(z.enum(binSorts, 'Sort by updated, created or title.'), 'updated'),
  cursor: z.optional(
    z.string().check(z.maxLength(BIN_CURSOR_MAX, 'This page link is damaged: load the list again.')),
  ),
  limit: z._default(binPageLimit, BIN_PAGE_SIZE),
})
export type BinPageQuery = z.input<typeof binPageQuery>

/** One page of the user's bins; `next` asks for the page after it, and is null on the last. */
export const binPage = z.object({ bins: z.array(binSummary), next: z.nullable(z.string()) })
export type BinPage = z.infer<typeof binPage>

/** POST /one/bins/delete: the caller's own bins among `ids` are deleted; the others are left alone. */
export const deleteBinsBody = z.object({
  ids: z
    .array(binId)
    .check(
      z.minLength(1, 'Name at least one bin to delete.'),
      z.maxLength(BIN_BULK_DELETE_MAX, `Delete at most ${BIN_BULK_DELETE_MAX} bins at once.`),
    ),
})
export type DeleteBinsBody = z.infer<typeof deleteBinsBody>
/** The ids that were deleted: an id not the caller's, or already gone, is not among them. */
export const deletedBins = z.object({ deleted: z.array(z.string()) })
export type DeletedBins = z.infer<typeof deletedBins>

export const binPageEndpoints = endpoints('bins', {
  page: {
    method: 'GET',
    path: '/one/bins/mine',
    summary:
      "A page of the signed-in user's bins: searched by title, filtered by visibility, sorted by updated, created or title",
    query: binPageQuery,
    response: binPage,
  },
  deleteMany: {
    method: 'POST',
    path: '/one/bins/delete',
    summary: "Delete several of the signed-in user's bins; answers which were deleted",
    body: deleteBinsBody,
    response: deletedBins,
  },
})
