import { userSettings } from '@one/contract/settings/schema'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod/mini'
import { sessionToken } from '../auth/cookies.ts'
import type { Sessions } from '../auth/sessions.ts'
import type { Db } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { HttpError } from '../http/errors.ts'

export const SETTINGS_BODY_LIMIT = 64 * 1024

// zod/mini, as the contract's schemas are: a classic object cannot hold mini schemas.
const settingsBody = z.object({ settings: userSettings })

export const userSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: Sessions }> = async (
  app,
  { db, sessions },
) => {
  app.post(
    '/user/settings',
    {
      bodyLimit: SETTINGS_BODY_LIMIT,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Store the signed-in user settings (version 6)',
        body: settingsBody,
        response: { 200: settingsBody },
      },
    },
    async (request) => {
      const userId = await sessions.userIdOf(sessionToken(request))
      if (!userId) throw new HttpError(401, 'unauthorized', 'Sign in to save your settings.')
      const { settings } = request.body
      await db.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, userId))
      return { settings }
    },
  )
}
