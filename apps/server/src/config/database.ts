import { z } from 'zod'

export const databaseVariables = {
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
}

type Env = z.infer<z.ZodObject<typeof databaseVariables>>

export function readDatabase(e: Env) {
  return {
    /** Folder of the embedded PGlite; used when there is no databaseUrl. */
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
  }
}
