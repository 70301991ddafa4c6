import { adminOverviewEndpoints } from '@one/contract/admin-overview'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOverview } from '../../admin-overview/admin-overview.ts'
import type { Db } from '../../db/database.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** `GET /one/admin/overview`: the business at a glance, for admins only. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(adminOverviewEndpoints.read, { 401: apiError, 403: apiError }),
    onRequest: app.requireAdmin,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return adminOverview(db)
    },
  })
}
