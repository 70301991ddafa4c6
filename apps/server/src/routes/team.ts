import { apiError } from '@one/contract/errors'
import { teamEndpoints } from '@one/contract/team'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userOf } from '../plugins/viewer.ts'
import type { Teams } from '../teams/teams.ts'
import { endpointRoute } from './endpoint-route.ts'

const refusals = { 401: apiError, 403: apiError, 404: apiError, 409: apiError }

/** The `/one/team/*` calls of spec section 7. */
export const teamRoutes: FastifyPluginAsyncZod<{ teams: Teams }> = async (app, { teams }) => {
  // A few a minute is all a person needs; more looks like guessing invite codes.
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } }

  app.route({
    ...endpointRoute(teamEndpoints.byCode, { 404: apiError }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { team: await teams.byCode(request.params.inviteCode) }
    },
  })

  app.route({
    ...endpointRoute(teamEndpoints.join, refusals),
    config: limited,
    onRequest: app.requireUser('Sign in to join a team.'),
    handler: async (request) => ({ team: await teams.join(userOf(request).id, request.body.inviteCode) }),
  })

  app.route({
    ...endpointRoute(teamEndpoints.leave, refusals),
    config: limited,
    onRequest: app.requireUser('Sign in to leave your team.'),
    handler: async (request, reply) => {
      await teams.leave(userOf(request).id, request.body.teamId)
      return reply.status(204).send(null)
    },
  })

  app.route({
    ...endpointRoute(teamEndpoints.remove, refusals),
    config: limited,
    onRequest: app.requireUser('Sign in to manage your team.'),
    handler: async (request) => ({ team: await teams.remove(userOf(request).id, request.body.userId) }),
  })

  app.route({
    ...endpointRoute(teamEndpoints.regen, refusals),
    config: limited,
    onRequest: app.requireUser('Sign in to manage your team.'),
    handler: async (request) => ({ team: await teams.regen(userOf(request).id) }),
  })
}
