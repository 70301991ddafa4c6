import { z } from 'zod'
import { wholeNumber } from './variables.ts'

export const operationsVariables = {
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DELAY_MS: wholeNumber(0, 60_000).default(0),
}

type Env = z.infer<z.ZodObject<typeof operationsVariables>>

export function readOperations(e: Env) {
  return {
    /** The Bearer token of GET <api>/metrics; unset, the metrics are served to this machine only. */
    metricsToken: e.METRICS_TOKEN,
    /**
     * After SIGTERM, how long the server keeps serving with readiness at 503 before it stops taking
     * connections: a load balancer polling readiness takes the instance out before connections are
     * refused. 0 (one process, no balancer) stops at once.
     */
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  }
}
