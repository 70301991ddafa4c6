import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof health>

export const healthEndpoints = endpoints('health', {
  check: { method: 'GET', path: '/healthz', summary: 'Liveness and database check', response: health },
})
