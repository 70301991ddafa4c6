// A bin's history (issue 28): its own module, so the first screen, which never shows a history, does
// not carry these schemas.
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

/** GET /one/bins/{id}/revisions: the newest first. */
export const binRevisionList = z.object({ revisions: z.array(binRevisionSummary) })
export type BinRevisionList = z.infer<typeof binRevisionList>

/** GET /one/bins/{id}/revisions/{number}: the revision with its whole text. */
export const binRevision = z.extend(binRevisionSummary, { content: z.string() })
export type BinRevision = z.infer<typeof binRevision>

const REVISION_NUMBER_MESSAGE = 'A revision number is a whole number from 1.'
const byRevision = z.object({
  id: z.string(),
  number: z.coerce
    .number(REVISION_NUMBER_MESSAGE)
    .check(
      z.int(REVISION_NUMBER_MESSAGE),
      z.gte(1, REVISION_NUMBER_MESSAGE),
      z.lte(2 ** 31 - 1, REVISION_NUMBER_MESSAGE),
    ),
})

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
    summary: "A bin's revisions, the newest first (whoever can read the bin)",
    params: byId,
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
