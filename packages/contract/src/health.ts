import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof health>

export const readiness = z.object({ status: z.literal('ready') })

/** What keeps an instance from taking traffic: a store that did not answer within 1 s, or its shutdown. */
export const notReady = z.object({
  message: z.string(),
  code: z.string(),
  down: z.array(z.enum(['database', 'redis', 'shutdown'])),
})
export type NotReady = z.infer<typeof notReady>

export const healthEndpoints = endpoints('health', {
  check: { method: 'GET', path: '/healthz', summary: 'Liveness and database check', response: health },
  ready: {
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness for a load balancer: 503 while the database or Redis is away, or shutting down',
    response: readiness,
  },
})
