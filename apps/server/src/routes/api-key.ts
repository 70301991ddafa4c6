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
      return (await apiKeys.token(userOf(request).id)) ?? {}
    },
  })

  // The spec's GET makes a secret, so it is taken only from the site or a listed site, as a POST is
  // (security-headers.ts); the POST stays for clients that rightly send one.
  for (const endpoint of [apiKeyEndpoints.generate, apiKeyEndpoints.generateByPost]) {
    app.route({
      ...endpointRoute(endpoint, refusals),
      config: { ...config, createsState: true },
      onRequest,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store')
        return reply.status(201).send(await apiKeys.generate(userOf(request).id))
      },
    })
  }

  app.route({
    ...endpointRoute(apiKeyEndpoints.regenerate, refusals),
    config,
    onRequest,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return reply.status(201).send(await apiKeys.regenerate(userOf(request).id))
    },
  })

  // Replacing a key is a POST in the spec too: a link or a prefetch must never do it.
  app.get(apiKeyEndpoints.regenerate.path, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('allow', 'POST')
    throw new AppError(
      'method_not_allowed',
      `${apiKeyEndpoints.regenerate.path} replaces your API key, so it takes a POST, not a GET.`,
    )
  })
}
