import { adminContentEndpoints } from '@one/contract/content'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Content } from '../../content/content.ts'
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

  app.route({
    ...endpointRoute(adminContentEndpoints.create, { ...refusals, 409: apiError }),
    handler: async (request, reply) => {
      const item = await content.create(actorOf(request), request.params.kind, request.body)
      return reply.status(201).send({ item })
    },
  })

  app.route({
    ...endpointRoute(adminContentEndpoints.update, { ...refusals, 404: apiError, 409: apiError }),
    handler: async (request) => ({
      item: await content.update(actorOf(request), request.params.kind, request.params.slug, request.body),
    }),
  })

  app.route({
    ...endpointRoute(adminContentEndpoints.remove, { ...refusals, 404: apiError }),
    handler: async (request, reply) => {
      await content.remove(actorOf(request), request.params.kind, request.params.slug)
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
