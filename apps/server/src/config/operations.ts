import { z } from 'zod'

export const operationsVariables = {
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
}

type Env = z.infer<z.ZodObject<typeof operationsVariables>>

export function readOperations(e: Env) {
  /** The Bearer token of GET <api>/metrics; unset, the metrics are served to this machine only. */
  return { metricsToken: e.METRICS_TOKEN }
}
