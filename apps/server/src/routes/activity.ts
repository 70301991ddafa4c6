import { activityEndpoints } from '@one/contract/activity'
import { apiError } from '@one/contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { activityPage } from '../activity/activity-store.ts'
import { toActivityPage } from '../activity/activity-view.ts'
import type { Db } from '../db/database.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

/** docs/decisions/0020: the signed-in user's own feed, for the dashboard's overview. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(activityEndpoints.list, { 400: apiError, 401: apiError }),
    onRequest: app.requireUser('Sign in to see your activity.'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { cursor } = request.query
      const { rows, more } = await activityPage(
        db,
        userOf(request).id,
        cursor === undefined ? undefined : Number(cursor),
      )
      return toActivityPage(rows, more)
    },
  })
}
