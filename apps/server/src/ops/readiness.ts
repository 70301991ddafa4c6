import { healthEndpoints, type NotReady, notReady } from '@one/contract/health'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { Database } from '../db/database.ts'
import { endpointRoute } from '../routes/endpoint-route.ts'

/** A store that has not answered within this long counts as down. */
const ANSWER_WITHIN_MS = 1000

type Down = NotReady['down'][number]

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns readiness to 503 at once; main.ts calls it when a shutdown begins. */
    notReadyAnyMore(): void
  }
}

function within<T>(check: Promise<T>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    check.then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => {
        clearTimeout(timer)
        resolve(false)
      },
    )
  })
}

/**
 * Asks the stores at most once a second, however often readiness is polled; every poll in that
 * second shares the answer.
 */
function storesProbe(database: Database, redis: Redis | undefined) {
  let last: { at: number; down: Promise<Down[]> } | undefined
  const probe = async (): Promise<Down[]> => {
    const [databaseUp, redisUp] = await Promise.all([
      within(Promise.resolve(database.db.execute(sql`select 1`)), ANSWER_WITHIN_MS),
      redis ? within(redis.ping(), ANSWER_WITHIN_MS) : true,
    ])
    const down: Down[] = []
    if (!databaseUp) down.push('database')
    if (!redisUp) down.push('redis')
    return down
  }
  return () => {
    const now = Date.now()
    if (!last || now - last.at >= 1000) last = { at: now, down: probe() }
    return last.down
  }
}

const names: Record<Down, string> = {
  database: 'the database is not answering',
  redis: 'Redis is not answering',
  shutdown: 'this instance is shutting down',
}

export function notReadyAnswer(down: Down[]): NotReady {
  return { message: `Not ready: ${down.map((d) => names[d]).join(', ')}.`, code: 'unavailable', down }
}

/**
 * GET /readyz: 200 while the database (and Redis, when REDIS_URL is set) answer within a second, 503
 * naming what is down otherwise, and 503 from the moment a shutdown begins.
 */
export const readiness = fp(
  async (
    app: FastifyInstance,
    options: { database: Database; redisUrl: string | undefined; apiPrefix: string },
  ) => {
    const { database, redisUrl, apiPrefix } = options
    // Its own connection: the rate limits' and the change feed's each hide an outage on purpose.
    // The client is imported only when REDIS_URL is set: a single instance never loads it.
    const redis = redisUrl
      ? new (await import('ioredis')).Redis(redisUrl, {
          connectTimeout: ANSWER_WITHIN_MS,
          maxRetriesPerRequest: 1,
        })
      : undefined
    // The other Redis connections log an outage; this one only reports it here.
    redis?.on('error', () => {})
    app.addHook('onClose', async () => redis?.disconnect())
    let shuttingDown = false
    app.decorate('notReadyAnyMore', () => {
      shuttingDown = true
    })
    const probe = storesProbe(database, redis)
    app.route({
      ...endpointRoute(healthEndpoints.ready, { 503: notReady }),
      url: `${apiPrefix}${healthEndpoints.ready.path}`,
      handler: async (_request, reply) => {
        const down = shuttingDown ? (['shutdown'] as Down[]) : await probe()
        if (down.length === 0) return { status: 'ready' as const }
        return reply.status(503).header('retry-after', '5').send(notReadyAnswer(down))
      },
    })
  },
)
