// A bin's history (decisions 0022 and 0035): its own module, so the first screen, which never shows a
// history, does not carry these schemas.
import { z } from 'zod/mini'
import { bin, binLanguage, binVersion, byId } from './bins.ts'
import { endpoints } from './endpoint.ts'

/** One saved state of a bin, as its history lists it; revision 1 is the bin as created. */
export const binRevisionSummary = z.object({
  number: z.number().check(z.int()),
  at: z.string(),
  /** Who saved it; null once their account is gone. */
  author: z.nullable(z.object({ id: z.string(), name: z.string() })),
  title: z.string(),
  language: binLanguage,
  visibility: z.string(),
  /** Lines added and removed by this revision, against the one before. */
  linesAdded: z.number().check(z.int()),
  linesRemoved: z.number().check(z.int()),
})
export type BinRevisionSummary = z.infer<typeof binRevisionSummary>

/** A page of a bin's history: 50 revisions unless asked, at most 100. */
export const BIN_REVISION_PAGE_SIZE = 50
export const BIN_REVISION_PAGE_MAX = 100

const REVISION_NUMBER_MESSAGE = 'A revision number is a whole number from 1.'
const revisionNumber = (message: string) =>
  z.coerce.number(message).check(z.int(message), z.gte(1, message), z.lte(2 ** 31 - 1, message))

const PAGE_LIMIT_MESSAGE = `A page holds a whole number of revisions, from 1 to ${BIN_REVISION_PAGE_MAX}.`

/**
 * GET /one/bins/{id}/revisions: `before` is the `next` of the page before (the revisions older than
 * that number); without it, the newest. A call without either gets the first page.
 */
export const binRevisionListQuery = z.object({
  before: z.optional(revisionNumber('"before" takes a revision number: a whole number from 1.')),
  limit: z._default(
    z.coerce
      .number(PAGE_LIMIT_MESSAGE)
      .check(
        z.int(PAGE_LIMIT_MESSAGE),
        z.gte(1, 'A page holds at least 1 revision.'),
        z.lte(BIN_REVISION_PAGE_MAX, `A page holds at most ${BIN_REVISION_PAGE_MAX} revisions.`),
      ),
    BIN_REVISION_PAGE_SIZE,
  ),
})
export type BinRevisionListQuery = z.input<typeof binRevisionListQuery>

/** A page of revisions, the newest first; `next` is the `before` of the page after it, null on the last. */
export const binRevisionList = z.object({
  revisions: z.array(binRevisionSummary),
  next: z.nullable(z.number().check(z.int())),
})
export type BinRevisionList = z.infer<typeof binRevisionList>

/** GET /one/bins/{id}/revisions/{number}: the revision with its whole text. */
export const binRevision = z.extend(binRevisionSummary, { content: z.string() })
export type BinRevision = z.infer<typeof binRevision>

const byRevision = z.object({ id: z.string(), number: revisionNumber(REVISION_NUMBER_MESSAGE) })

/**
 * POST /one/bins/{id}/revisions/{number}/restore: the bin's text, title and language become that
 * revision's again, as a new revision. `version` is the bin's version the restore was chosen on; a
 * stale one is refused with 409, as an edit is.
 */
export const restoreRevisionBody = z.object({ version: binVersion })
export type RestoreRevisionBody = z.infer<typeof restoreRevisionBody>

export const binRevisionEndpoints = endpoints('bins', {
  revisions: {
    method: 'GET',
    path: '/one/bins/:id/revisions',
    summary:
      "A page of a bin's revisions, the newest first: its owner sees them all, others those since it was last private",
    params: byId,
    query: binRevisionListQuery,
    response: binRevisionList,
  },
  revision: {
    method: 'GET',
    path: '/one/bins/:id/revisions/:number',
    summary: 'One revision of a bin with its whole text',
    params: byRevision,
    response: binRevision,
  },
  restore: {
    method: 'POST',
    path: '/one/bins/:id/revisions/:number/restore',
    summary: "Make a revision's text, title and language the bin's again, as a new revision (owner only)",
    params: byRevision,
    body: restoreRevisionBody,
    response: bin,
  },
})
