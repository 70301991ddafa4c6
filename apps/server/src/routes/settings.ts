import { apiError } from '@one/contract/errors'
import { SETTINGS_BODY_LIMIT, settingsEndpoints } from '@one/contract/settings/sync'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { userOf } from '../plugins/viewer.ts'
import { saveSettings } from '../settings/settings-store.ts'
import { endpointRoute } from './endpoint-route.ts'

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: Changes }> = async (app, deps) => {
  app.route({
    ...endpointRoute(settingsEndpoints.save, { 401: apiError }),
    bodyLimit: SETTINGS_BODY_LIMIT,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    onRequest: app.requireUser('Sign in to save your settings.'),
    handler: async (request) => ({
      settings: await saveSettings(deps, userOf(request).id, request.body.settings),
    }),
  })
}
