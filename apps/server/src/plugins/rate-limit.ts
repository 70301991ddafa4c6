import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sharedCounters } from '../cache/rate-limit-counters.ts'
import type { RedisLink } from '../cache/redis-link.ts'

/**
 * Limits are set per route (sign-in, writes); a route without one is not limited. With Redis the
 * counters are shared by every instance behind one load balancer; while Redis is away each instance
 * counts on its own.
 */
export const rateLimit = fp(async (app: FastifyInstance, { redis }: { redis: RedisLink | undefined }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    // Its types say a store gets the plugin's options; at run time it gets the merged route options.
    ...(redis
      ? { store: sharedCounters(redis, 'one-rate-limit:') as unknown as FastifyRateLimitStoreCtor }
      : {}),
  })
})
