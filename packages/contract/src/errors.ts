import { z } from 'zod/mini'

/** Every error the API sends: a message a person can read, and a stable code for programs. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
})
export type ApiError = z.infer<typeof apiError>
