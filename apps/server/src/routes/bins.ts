import { BIN_PAGE_SIZE, binPageEndpoints } from '@one/contract/bin-pages'
import { binRevisionEndpoints } from '@one/contract/bin-revisions'
import { binListQuery, binListResponse } from '@one/contract/bin-search'
import { BIN_CONTENT_MAX_BYTES, BIN_TOO_LARGE_MESSAGE, binEndpoints, binId } from '@one/contract/bins'
import { apiError, HttpError } from '@one/contract/errors'
import type { FastifyError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { AppError } from '../app-error.ts'
import type { BinCache } from '../bins/bin-cache.ts'
import { insertBinOnce } from '../bins/bin-creations.ts'
import {
  binConflict,
  binNotFound,
  planUpdate,
  requireContentSize,
  requireHistoryReadable,
  requireOwned,
  requireReadable,
} from '../bins/bin-rules.ts'
import { searchBinPage } from '../bins/bin-search.ts'
import type { BinStorage } from '../bins/bin-storage.ts'
import { toBin, toBinSummary } from '../bins/bin-view.ts'
import { listBinPage } from '../bins/bins-list.ts'
import { deleteBin, findBin, insertBin, listBins, updateBin } from '../bins/bins-store.ts'
import { readOnce } from '../bins/burn.ts'
import { contentDisposition } from '../bins/raw-file.ts'
import { type RevisionSummary, readRevision } from '../bins/revisions/revisions-store.ts'
import { revisionFor, revisionPageFor } from '../bins/revisions/shared-history.ts'
import type { Changes } from '../cache/changes.ts'
import { etagOf } from '../cache/etag.ts'
import type { Db } from '../db/database.ts'
import { isFresh, sendHeadersOnly, sendJson } from '../http/entity.ts'
import { addVary } from '../http/vary.ts'
import { documented } from '../plugins/openapi.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

type Options = { db: Db; changes: Changes; binCache: BinCache; binStorage: BinStorage; writeLimit: number }

// A public bin may be kept by a shared cache (a CDN) for a short while; browsers ask again each time
// and get a 304 while it is unchanged. What only its owner sees is never shared.
const SHARED = 'public, max-age=0, s-maxage=30'
const OWN = 'private, no-cache'

// A legal text can grow sixfold as JSON (a control character becomes \u0000); the byte limit of the
// text itself is checked after parsing, with its own message.
export const BIN_BODY_LIMIT = BIN_CONTENT_MAX_BYTES * 6 + 64 * 1024

function bodyTooLarge(error: FastifyError) {
  throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ? new HttpError(413, 'too_large', BIN_TOO_LARGE_MESSAGE)
    : error
}

export const binRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, changes, binCache, binStorage, writeLimit },
) => {
  const deps = { db, changes }
  const isBinId = (id: string) => binId.safeParse(id).success
  const findValid = (id: string) => (isBinId(id) ? findBin(db, id) : undefined)
  const readValid = (id: string) => (isBinId(id) ? binCache.find(id) : undefined)
  const viewerId = async (request: { viewer(): Promise<{ id: string } | undefined> }) =>
    (await request.viewer())?.id

  // Scripts and the MCP server's users call these with their API key instead of the session.
  const byKey = { apiKey: true }

  // One budget for all writes of a user (a guest is counted by address).
  const limitWrites = app.rateLimit({
    max: writeLimit,
    timeWindow: '1 minute',
    keyGenerator: async (request) => {
      const userId = await viewerId(request)
      return userId ? `user:${userId}` : `ip:${request.ip}`
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many changes to bins in a short time. Please wait ${context.after} and try again.`,
      ),
  })
  documented(limitWrites, { refusals: { 429: undefined } })

  const list = endpointRoute(binEndpoints.list, { 401: apiError })
  app.route({
    config: byKey,
    ...list,
    // The search's query and answers (contract/bin-search.ts) extend the list's.
    schema: {
      ...list.schema,
      querystring: binListQuery,
      response: { ...list.schema.response, 200: binListResponse },
    },
    onRequest: app.requireUser('Sign in to see your bins.'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { filter, q, sort, visibility, cursor, limit } = request.query
      const ownerId = userOf(request).id
      if (q === undefined && !sort && !visibility && cursor === undefined && limit === undefined) {
        return { bins: (await listBins(db, ownerId, filter)).map(toBinSummary) }
      }
      const asked = { filter, visibility, cursor, limit: limit ?? BIN_PAGE_SIZE }
      if (q === undefined) {
        const { rows, next } = await listBinPage(db, ownerId, { ...asked, sort: sort ?? 'updated' })
        return { bins: rows.map(toBinSummary), next }
      }
      const { rows, next } = await searchBinPage(db, ownerId, q, { ...asked, sort: sort ?? 'relevance' })
      return { bins: rows.map((row) => ({ ...toBinSummary(row), match: row.match })), next }
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binPageEndpoints.page, { 401: apiError }),
    onRequest: app.requireUser('Sign in to see your bins.'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { rows, next } = await listBinPage(db, userOf(request).id, request.query)
      return { bins: rows.map(toBinSummary), next }
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binPageEndpoints.deleteMany, { 401: apiError, 429: apiError }),
    // A guest is refused before the budget is counted: a bulk delete never does anything for one.
    onRequest: [app.requireUser('Sign in to delete bins.'), limitWrites],
    handler: async (request) => {
      const ownerId = userOf(request).id
      const deleted: string[] = []
      // One at a time through deleteBin, so each bin goes with everything its delete records.
      for (const id of new Set(request.body.ids)) {
        if (await deleteBin(deps, id, ownerId)) deleted.push(id)
      }
      return { deleted }
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binEndpoints.create, {
      400: apiError,
      401: apiError,
      409: apiError,
      413: apiError,
      429: apiError,
    }),
    bodyLimit: BIN_BODY_LIMIT,
    onRequest: [limitWrites, app.requireUser('Sign in to save bins.')],
    errorHandler: bodyTooLarge,
    handler: async (request, reply) => {
      const { id: userId, account } = userOf(request)
      const { idempotencyKey, ...fields } = request.body
      requireContentSize(fields.content)
      if (!idempotencyKey) {
        // The row as inserted, and its owner as the caller's account shows them: no read back.
        const { name, picture } = account.user
        const row = await binStorage.withRoom(userId, (tx) => insertBin(tx, userId, fields))
        return reply.status(201).send(toBin(row, { id: userId, name, picture }, userId))
      }
      // With a key, the bin may be one an earlier call made: read as it is now.
      const id = await insertBinOnce(db, userId, idempotencyKey, fields, binStorage.check(userId))
      const saved = requireReadable(await findBin(db, id), userId)
      return reply.status(201).send(toBin(saved, saved.owner, userId))
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binEndpoints.read, { 304: z.null(), 404: apiError }),
    handler: async (request, reply) => {
      const viewer = await viewerId(request)
      const cached = await readValid(request.params.id)
      const found = requireReadable(cached?.record, viewer)
      // Its owner reads `mine: true`; everyone else reads the same shared bin.
      addVary(reply, 'cookie')
      addVary(reply, 'authorization')
      if (found.burn && found.ownerId !== viewer) {
        reply.header('cache-control', 'no-store')
        // Fastify answers HEAD with this handler; a link checker's HEAD is not the read (decision 0037).
        if (request.method === 'HEAD') return sendHeadersOnly(reply, 'application/json; charset=utf-8')
        const burned = await readOnce(deps, found, viewer)
        return sendJson(request, reply, JSON.stringify(toBin(burned, burned.owner, viewer)))
      }
      if (cached?.shared && found.ownerId !== viewer) {
        reply.header('cache-control', SHARED)
        return sendJson(request, reply, cached.shared.body, cached.shared.etag)
      }
      reply.header('cache-control', OWN)
      return sendJson(request, reply, JSON.stringify(toBin(found, found.owner, viewer)))
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binEndpoints.update, {
      400: apiError,
      401: apiError,
      403: apiError,
      404: apiError,
      409: apiError,
      413: apiError,
      429: apiError,
    }),
    bodyLimit: BIN_BODY_LIMIT,
    // A guest, or a session that ended, is told to sign in (401), not that it does not own the bin.
    onRequest: [limitWrites, app.requireUser('Sign in to change bins.')],
    errorHandler: bodyTooLarge,
    handler: async (request) => {
      const viewer = userOf(request).id
      const { id } = request.params
      const owned = requireOwned(await findValid(id), viewer)
      const plan = planUpdate(request.body)
      const storage = binStorage.check(owned.ownerId)
      const row = await updateBin(deps, { id, ownerId: owned.ownerId, ...plan, storage })
      if (!row) throw (await findBin(db, id)) ? binConflict() : binNotFound()
      return toBin(row, owned.owner, viewer)
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binEndpoints.remove, { 401: apiError, 403: apiError, 404: apiError, 429: apiError }),
    onRequest: [limitWrites, app.requireUser('Sign in to delete bins.')],
    handler: async (request, reply) => {
      const owned = requireOwned(await findValid(request.params.id), userOf(request).id)
      if (!(await deleteBin(deps, owned.id, owned.ownerId))) throw binNotFound()
      return reply.status(204).send(null)
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binRevisionEndpoints.revisions, { 400: apiError, 404: apiError }),
    handler: async (request, reply) => {
      const viewer = await viewerId(request)
      const found = requireHistoryReadable(await findValid(request.params.id), viewer)
      reply.header('cache-control', 'no-store')
      const { rows, next } = await revisionPageFor(db, found, viewer, request.query)
      return { revisions: rows.map(revisionView), next }
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binRevisionEndpoints.revision, { 400: apiError, 404: apiError }),
    handler: async (request, reply) => {
      // Who may read the bin comes from the bins' cache: its owner reads a revision in one query, anyone
      // else in two at once (the second finds where the shared history starts, decision 0035).
      const cached = await readValid(request.params.id)
      const viewer = await viewerId(request)
      const found = requireHistoryReadable(cached?.record, viewer)
      const revision = await revisionFor(db, found, viewer, request.params.number)
      if (!revision) throw revisionNotFound()
      // A revision never changes; only who may read it can.
      reply.header('cache-control', 'private, no-cache')
      return { ...revisionView(revision), content: revision.content }
    },
  })

  app.route({
    config: byKey,
    ...endpointRoute(binRevisionEndpoints.restore, {
      400: apiError,
      401: apiError,
      403: apiError,
      404: apiError,
      409: apiError,
      413: apiError,
      429: apiError,
    }),
    // A guest is refused before the budget is counted: a restore never does anything for one.
    onRequest: [app.requireUser('Sign in to change bins.'), limitWrites],
    handler: async (request) => {
      const viewer = userOf(request).id
      const owned = requireOwned(await findValid(request.params.id), viewer)
      const revision = await readRevision(db, owned.id, request.params.number)
      if (!revision) throw revisionNotFound()
      const { title, content, language } = revision
      const row = await updateBin(deps, {
        id: owned.id,
        ownerId: owned.ownerId,
        set: { title, content, language },
        expectedVersion: request.body.version,
        bumpVersion: true,
        touch: true,
        storage: binStorage.check(owned.ownerId),
      })
      if (!row) throw (await findBin(db, owned.id)) ? binConflict() : binNotFound()
      return toBin(row, owned.owner, viewer)
    },
  })

  const raw = endpointRoute(binEndpoints.raw, { 304: z.null(), 404: apiError })
  app.route({
    config: byKey,
    ...raw,
    // Sent as text/plain, which Fastify never serializes.
    schema: {
      ...raw.schema,
      response: { ...raw.schema.response, 200: { content: { 'text/plain': { schema: z.string() } } } },
    },
    handler: async (request, reply) => {
      const viewer = await viewerId(request)
      const cached = await readValid(request.params.id)
      const readable = requireReadable(cached?.record, viewer)
      // A HEAD (a link checker's) gets the headers only, and never burns the bin.
      const found = request.method === 'HEAD' ? readable : await readOnce(deps, readable, viewer)
      const download = request.query.download === '1' || request.query.download === 'true'
      const etag = cached!.rawEtag
      // Never rendered as a page: a bin may hold any HTML or script.
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(found, download))
        .header('cache-control', found.burn ? 'no-store' : found.visibility === 'private' ? OWN : SHARED)
        .header('etag', download ? etagOf(`${etag}:download`) : etag)
      // Shared by its link only: kept out of search engines, as its page is (bin-page.ts).
      if (found.visibility === 'unlisted') reply.header('x-robots-tag', 'noindex')
      if (isFresh(request, reply.getHeader('etag') as string)) return reply.status(304).send(null)
      return reply.type('text/plain; charset=utf-8').send(found.content)
    },
  })
}

const revisionNotFound = () => new AppError('not_found', 'This bin has no such revision.')

const revisionView = ({ at, ...revision }: RevisionSummary) => ({
  number: revision.number,
  at: at.toISOString(),
  author: revision.author,
  title: revision.title,
  language: revision.language,
  visibility: revision.visibility,
  linesAdded: revision.linesAdded,
  linesRemoved: revision.linesRemoved,
})
