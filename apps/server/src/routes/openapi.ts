import type { FastifyPluginAsync } from 'fastify'

export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
