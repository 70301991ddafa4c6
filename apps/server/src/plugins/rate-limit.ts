import fastifyRateLimit, { type FastifyRateLimitStoreCtor, normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
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
    keyGenerator: clientKey,
    // Its types say a store gets the plugin's options; at run time it gets the merged route options.
    ...(redis
      ? { store: sharedCounters(redis, 'one-rate-limit:') as unknown as FastifyRateLimitStoreCtor }
      : {}),
  })
})

/**
 * The plugin's own key, except for a client that has already hung up: its socket no longer knows
 * its address, and the plugin's default would throw on it (a 500 logged as an error).
 */
export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  return request.ip ? normalizeIP(request.ip) : 'gone'
}
