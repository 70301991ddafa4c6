import { adminContentEndpoints } from '@one/contract/content'
import { apiError } from '@one/contract/errors'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { AppError } from '../../app-error.ts'
import type { Content } from '../../content/content.ts'
import { ifMatchOf } from '../../http/entity.ts'
import { userOf } from '../../plugins/viewer.ts'
import { endpointRoute } from '../endpoint-route.ts'

const refusals = { 400: apiError, 401: apiError, 403: apiError }
const actorOf = (request: Parameters<typeof userOf>[0]) => {
  const { id, account } = userOf(request)
  return { id, name: account.user.name }
}

/** The console's calls: `/one/admin/{kind}[/{slug}]`, the history and uploads; admins only. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ content: Content }> = async (app, { content }) => {
  // On each route rather than the plugin, where the API document reads who may call.
  app.addHook('onRoute', (route) => {
    route.onRequest = [app.requireAdmin, ...[route.onRequest ?? []].flat()]
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.route({
    ...endpointRoute(adminContentEndpoints.history, refusals),
    handler: async () => ({ changes: await content.history() }),
  })

  app.route({
    ...endpointRoute(adminContentEndpoints.list, refusals),
    handler: async (request) => ({ items: await content.list(request.params.kind) }),
  })

  // The area checks a body against its kind's schema and names every problem at once, so a body
  // the generic schema refuses still reaches it (a problem of the address is refused here).
  const bodyByKind = { attachValidation: true }
  const refuseAddress = (request: FastifyRequest) => {
    const error = request.validationError
    if (error && error.validationContext !== 'body') throw error
  }
  // Documented, and optional here: the area's own answer to an edit without it is clearer than a 400.
  const ifMatchHeader = z.object({
    'if-match': z.optional(
      z.string().check(z.maxLength(1000)).register(z.globalRegistry, {
        description: 'The ETag of the version the change was made on (GET the item to read it), or *',
      }),
    ),
  })

  app.route({
    ...endpointRoute(adminContentEndpoints.create, { ...refusals, 409: apiError }),
    ...bodyByKind,
    handler: async (request, reply) => {
      refuseAddress(request)
      const item = await content.create(actorOf(request), request.params.kind, request.body)
      return reply.status(201).header('etag', item.etag).send({ item })
    },
  })

  app.route({
    ...endpointRoute(adminContentEndpoints.read, { ...refusals, 404: apiError }),
    handler: async (request, reply) => {
      const item = await content.read(request.params.kind, request.params.slug)
      reply.header('etag', item.etag)
      return { item }
    },
  })

  const update = endpointRoute(adminContentEndpoints.update, {
    ...refusals,
    404: apiError,
    409: apiError,
    412: apiError,
    428: apiError,
  })
  app.route({
    ...update,
    schema: { ...update.schema, headers: ifMatchHeader },
    ...bodyByKind,
    handler: async (request, reply) => {
      refuseAddress(request)
      const ifMatch = ifMatchOf(request)
      if (!ifMatch) {
        throw new AppError(
          'precondition_required',
          'Send the ETag of the version you edited as If-Match (GET the item to read it), so that no change is overwritten unseen.',
        )
      }
      const { kind, slug } = request.params
      const item = await content.update(actorOf(request), kind, slug, request.body, ifMatch)
      reply.header('etag', item.etag)
      return { item }
    },
  })

  const remove = endpointRoute(adminContentEndpoints.remove, { ...refusals, 404: apiError, 412: apiError })
  app.route({
    ...remove,
    schema: { ...remove.schema, headers: ifMatchHeader },
    handler: async (request, reply) => {
      const { kind, slug } = request.params
      await content.remove(actorOf(request), kind, slug, ifMatchOf(request))
      return reply.status(204).send(null)
    },
  })

  app.register(async (uploads) => {
    // An image is its bytes, whatever type the client names: the area reads them to tell.
    uploads.removeAllContentTypeParsers()
    uploads.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 + 1 },
      (_r, body, done) => done(null, body),
    )
    uploads.route({
      ...endpointRoute(adminContentEndpoints.upload, { ...refusals, 413: apiError, 415: apiError }),
      handler: async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return reply.status(201).send({ url: await content.upload(actorOf(request), bytes) })
      },
    })
  })
}
