import { z } from 'zod'

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof health>
