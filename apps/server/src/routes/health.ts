import { health } from '@one/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../db/database.ts'

/**
 * Asks the database at most once a second however often health is polled, so a busy load balancer
 * cannot turn the health check into load.
 */
function databaseProbe(database: Database) {
  let last: { at: number; check: Promise<unknown> } | undefined
  return () => {
    const now = Date.now()
    if (!last || now - last.at > 1000) {
      // A drizzle query runs again each time it is awaited; a real promise runs it once.
      const check = Promise.resolve(database.db.execute(sql`select 1`))
      last = { at: now, check }
      check.catch(() => {
        if (last?.check === check) last = undefined
      })
    }
    return last.check
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const probe = databaseProbe(database)
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness and database check', response: { 200: health } } },
    async () => {
      await probe()
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) }
    },
  )
}
