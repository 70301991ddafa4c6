import {
  BIN_CONTENT_MAX_BYTES,
  bin,
  binId,
  binsResponse,
  createBinBody,
  updateBinBody,
} from '@one/contract/bins'
import { apiError } from '@one/contract/errors'
import type { FastifyError, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { sessionToken } from '../auth/cookies.ts'
import type { Sessions } from '../auth/sessions.ts'
import {
  binConflict,
  binNotFound,
  planUpdate,
  requireContentSize,
  requireOwned,
  requireReadable,
} from '../bins/bin-rules.ts'
import { toBin, toBinSummary } from '../bins/bin-view.ts'
import { deleteBin, findBin, insertBin, listBins, updateBin } from '../bins/bins-store.ts'
import { contentDisposition } from '../bins/raw-file.ts'
import type { Db } from '../db/database.ts'
import { HttpError } from '../http/errors.ts'

type Options = { db: Db; sessions: Sessions; writeLimit: number }

// A legal text can grow sixfold as JSON (a control character becomes \u0000); the byte limit of the
// text itself is checked after parsing, with its own message.
const BIN_BODY_LIMIT = BIN_CONTENT_MAX_BYTES * 6 + 64 * 1024

// Any string, so a malformed id is "does not exist" (404) like any other unknown one.
const byId = z.object({ id: z.string() })
const listQuery = z.object({ filter: z._default(z.enum(['all', 'favorites', 'pinned']), 'all') })
const rawQuery = z.object({ download: z.optional(z.string()) })

function bodyTooLarge(error: FastifyError) {
  throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ? new HttpError(413, 'too_large', 'A bin can hold at most 1 MiB of text.')
    : error
}

export const binRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, sessions, writeLimit }) => {
  // The rate limit and the handler both need the user; one session lookup per request serves both.
  const viewers = new WeakMap<FastifyRequest, Promise<string | undefined>>()
  const viewerOf = (request: FastifyRequest) => {
    let viewer = viewers.get(request)
    if (!viewer) {
      viewer = sessions.userIdOf(sessionToken(request))
      viewers.set(request, viewer)
    }
    return viewer
  }
  const findValid = (id: string) => (binId.safeParse(id).success ? findBin(db, id) : undefined)

  // One budget for all writes of a user (a guest is counted by address).
  const limitWrites = app.rateLimit({
    max: writeLimit,
    timeWindow: '1 minute',
    keyGenerator: async (request) => {
      const userId = await viewerOf(request)
      return userId ? `user:${userId}` : `ip:${request.ip}`
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many changes to bins in a short time. Please wait ${context.after} and try again.`,
      ),
  })

  app.get(
    '/one/bins',
    {
      schema: {
        summary: "The signed-in user's bins: pinned first, then the most recently changed",
        querystring: listQuery,
        response: { 200: binsResponse, 401: apiError },
      },
    },
    async (request, reply) => {
      const userId = await viewerOf(request)
      if (!userId) throw new HttpError(401, 'unauthorized', 'Sign in to see your bins.')
      reply.header('cache-control', 'no-store')
      const rows = await listBins(db, userId, request.query.filter)
      return { bins: rows.map(toBinSummary) }
    },
  )

  app.post(
    '/one/bins',
    {
      bodyLimit: BIN_BODY_LIMIT,
      onRequest: limitWrites,
      errorHandler: bodyTooLarge,
      schema: {
        summary: 'Save a new bin',
        body: createBinBody,
        response: { 201: bin, 400: apiError, 401: apiError, 413: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const userId = await viewerOf(request)
      if (!userId) throw new HttpError(401, 'unauthorized', 'Sign in to save bins.')
      requireContentSize(request.body.content)
      const row = await insertBin(db, userId, request.body)
      const saved = requireReadable(await findBin(db, row.id), userId)
      return reply.status(201).send(toBin(saved, saved.owner, userId))
    },
  )

  app.get(
    '/one/bins/:id',
    {
      schema: {
        summary: 'A public bin, or a private bin of the signed-in user',
        params: byId,
        response: { 200: bin, 404: apiError },
      },
    },
    async (request, reply) => {
      const viewerId = await viewerOf(request)
      const found = requireReadable(await findValid(request.params.id), viewerId)
      reply.header('cache-control', 'no-cache')
      return toBin(found, found.owner, viewerId)
    },
  )

  app.patch(
    '/one/bins/:id',
    {
      bodyLimit: BIN_BODY_LIMIT,
      onRequest: limitWrites,
      errorHandler: bodyTooLarge,
      schema: {
        summary: 'Change a bin (owner only); text changes need the version they were made on',
        params: byId,
        body: updateBinBody,
        response: {
          200: bin,
          400: apiError,
          403: apiError,
          404: apiError,
          409: apiError,
          413: apiError,
          429: apiError,
        },
      },
    },
    async (request) => {
      const viewerId = await viewerOf(request)
      const { id } = request.params
      const owned = requireOwned(await findValid(id), viewerId)
      const plan = planUpdate(request.body)
      const row = await updateBin(db, { id, ownerId: owned.ownerId, ...plan })
      if (!row) throw (await findBin(db, id)) ? binConflict() : binNotFound()
      return toBin(row, owned.owner, viewerId)
    },
  )

  app.delete(
    '/one/bins/:id',
    {
      onRequest: limitWrites,
      schema: {
        summary: 'Delete a bin (owner only)',
        params: byId,
        response: { 204: z.null(), 403: apiError, 404: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const viewerId = await viewerOf(request)
      const owned = requireOwned(await findValid(request.params.id), viewerId)
      if (!(await deleteBin(db, owned.id, owned.ownerId))) throw binNotFound()
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/one/bins/:id/raw',
    {
      schema: {
        summary: 'The text of a bin as plain text; ?download=1 saves it as a file',
        params: byId,
        querystring: rawQuery,
        // Sent as text/plain, which Fastify never serializes.
        response: { 200: { content: { 'text/plain': { schema: z.string() } } }, 404: apiError },
      },
    },
    async (request, reply) => {
      const found = requireReadable(await findValid(request.params.id), await viewerOf(request))
      const download = request.query.download === '1' || request.query.download === 'true'
      // Never rendered as a page: a bin may hold any HTML or script.
      return reply
        .type('text/plain; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', contentDisposition(found, download))
        .header('cache-control', 'no-cache')
        .send(found.content)
    },
  )
}
