import { apiKeyEndpoints } from '@one/contract/api-key'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ApiKeys } from '../api-keys/api-keys.ts'
import { AppError } from '../app-error.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

const refusals = { 401: apiError, 403: apiError, 404: apiError, 409: apiError, 429: apiError }
const SUBSCRIBERS_ONLY = 'The API key is a Vuetify One subscriber perk: subscribe to get one.'

/** The `/one/mcp/*` calls of spec section 7, for subscribers signed in on the site. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeys }> = async (app, { apiKeys }) => {
  const onRequest = app.requireSubscriber(SUBSCRIBERS_ONLY)
  // A person makes a key now and then; many a minute is a script.
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } }

  app.route({
    ...endpointRoute(apiKeyEndpoints.getToken, refusals),
    config,
    onRequest,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { token: await apiKeys.token(userOf(request).id) }
    },
  })

  app.route({
    ...endpointRoute(apiKeyEndpoints.generate, refusals),
    config,
    onRequest,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return reply.status(201).send(await apiKeys.generate(userOf(request).id))
    },
  })

  app.route({
    ...endpointRoute(apiKeyEndpoints.regenerate, refusals),
    config,
    onRequest,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return reply.status(201).send(await apiKeys.regenerate(userOf(request).id))
    },
  })

  // The spec lists a GET; a call that makes a secret must not be one (a link or a prefetch could).
  for (const endpoint of [apiKeyEndpoints.generate, apiKeyEndpoints.regenerate]) {
    app.get(endpoint.path, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('allow', 'POST')
      throw new AppError(
        'method_not_allowed',
        `${endpoint.path} makes a new API key, so it takes a POST, not a GET.`,
      )
    })
  }
}
