import { z } from 'zod'

export const redisVariables = {
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
}

type Env = z.infer<z.ZodObject<typeof redisVariables>>

export function readRedis(e: Env) {
  /** Rate-limit counters and cache invalidations shared by every instance; in-process when unset. */
  return { redisUrl: e.REDIS_URL }
}
