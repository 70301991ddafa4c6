import { health, healthEndpoints } from '@one/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../db/database.ts'
import { endpointRoute } from './endpoint-route.ts'

/**
 * Asks the database at most once a second however often health is polled, so a busy load balancer
 * cannot turn the health check into load; the answer of that second is written once, as its JSON.
 */
function databaseProbe(database: Database) {
  let last: { at: number; check: Promise<string> } | undefined
  return () => {
    const now = Date.now()
    if (!last || now - last.at > 1000) {
      // A drizzle query runs again each time it is awaited; a real promise runs it once.
      const check = Promise.resolve(database.db.execute(sql`select 1`)).then(() =>
        JSON.stringify(
          health.parse({
            status: 'ok',
            database: database.kind,
            uptimeSeconds: Math.round(process.uptime()),
          }),
        ),
      )
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
  app.route({
    ...endpointRoute(healthEndpoints.check, {}),
    // A string with a JSON type is sent as it is: the answer was checked against its schema when written.
    handler: async (_request, reply) => {
      const body = await probe()
      // The typed reply takes the object; this is that object, already written as JSON.
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  })
}
