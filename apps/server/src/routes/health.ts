import { health } from '@one/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../db/database.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness and database check', response: { 200: health } } },
    async () => {
      await database.db.execute(sql`select 1`)
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) }
    },
  )
}
