// The search of one's own bins (issue 28): GET /one/bins with `q`, as the server takes and answers it.
// The app's list (binEndpoints.list) is the same route without `q`; these schemas extend it, in a module
// of their own so the first screen, which lists bins but never searches them, does not carry them.
import { z } from 'zod/mini'
import { BIN_SEARCH_MAX, binFilter, binSummary } from './bins.ts'
import { storableText } from './storable.ts'

/** What a search may hold: at most 200 characters of storable text. */
export const binSearchText = z
  .string()
  .check(
    z.maxLength(BIN_SEARCH_MAX, `Search for at most ${BIN_SEARCH_MAX} characters.`),
    storableText('A search'),
  )

/** Where a found bin matches: the first line of its text holding a searched word (null: the title only). */
export const binMatch = z.nullable(z.object({ line: z.number().check(z.int()), text: z.string() }))

export const binListQuery = z.object({ filter: z._default(binFilter, 'all'), q: z.optional(binSearchText) })
export const binListResponse = z.object({
  bins: z.array(z.extend(binSummary, { match: z.optional(binMatch) })),
})
