import { accountEndpoints, confirmMessage, exportFileName } from '@one/contract/account'
import { apiError } from '@one/contract/errors'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AccountArea } from '../account/account.ts'
import { exportJson } from '../account/export-json.ts'
import { AppError } from '../app-error.ts'
import type { Config } from '../config.ts'
import { clearSessionCookies } from '../http/session-cookies.ts'
import { toErrorReply } from '../plugins/error-reply.ts'
import { userOf } from '../plugins/viewer.ts'
import { endpointRoute } from './endpoint-route.ts'

type Options = { config: Config; account: AccountArea }

/** The Account tab's calls (docs/decisions/0020): download my data, delete my account. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, account }) => {
  app.route({
    ...endpointRoute(accountEndpoints.export, { 401: apiError }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    onRequest: app.requireUser('Sign in to download your data.'),
    handler: async (request, reply) => {
      const data = await account.export(userOf(request).id)
      // A stream of the answer's JSON (export-json.ts), which the route's schema types as the object.
      return (reply as FastifyReply)
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(data.exportedAt.slice(0, 10))}"`,
        )
        .type('application/json; charset=utf-8')
        .send(exportJson(data))
    },
  })

  app.route({
    ...endpointRoute(accountEndpoints.delete, { 401: apiError }),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    onRequest: app.requireUser('Sign in to delete your account.'),
    // Whatever is wrong with the body (none, not JSON, no confirm, not text), the answer says what to type.
    errorHandler: (error, request) => {
      const { status } = toErrorReply(error)
      if (status === 400 && request.user)
        throw new AppError('bad_request', confirmMessage(request.user.account.user.name))
      throw error
    },
    handler: async (request, reply) => {
      const { account: signedIn } = userOf(request)
      await account.delete(signedIn.user, request.body.confirm)
      clearSessionCookies(reply, config)
      return reply.status(204).send(null)
    },
  })
}
