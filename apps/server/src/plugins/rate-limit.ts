import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * With REDIS_URL the counters live in Redis, so instances behind one load balancer share them. A Redis
 * outage lifts the limits instead of failing every limited request.
 */
async function redisStore(app: FastifyInstance, redisUrl: string) {
  // Imported only when REDIS_URL is set: a single instance never loads the client.
  const { Redis } = await import('ioredis')
  // No offline queue: while Redis is away a limited request fails over at once instead of waiting.
  const redis = new Redis(redisUrl, { connectTimeout: 2000, enableOfflineQueue: false })
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis is not answering; rate limits are lifted'))
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  // Counting starts with the connection; a start gives Redis two seconds to answer, then goes on.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return { redis, nameSpace: 'one-rate-limit:', skipOnError: true }
}

/** Limits are set per route (sign-in, writes); a route without one is not limited. */
export const rateLimit = fp(async (app: FastifyInstance, { redisUrl }: { redisUrl: string | undefined }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redisUrl ? await redisStore(app, redisUrl) : {}),
  })
})
