import { loadAccount } from './access/account.ts'
import { createAccountCache } from './access/account-cache.ts'
import { createSessions } from './auth/sessions.ts'
import { createSignIn } from './auth/sign-in.ts'
import { createBinCache } from './bins/bin-cache.ts'
import { type Changes, localChanges, redisChanges } from './cache/changes.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { buildProviders } from './integrations/sign-in-providers.ts'

type Log = { warn(object: object, message: string): void }

/** The areas' long-lived parts, made once per server and shared by its routes and plugins. */
export async function createAreas(config: Config, database: Database, log: Log) {
  const { db } = database
  const changes: Changes = config.redisUrl ? await redisChanges(config.redisUrl, log) : localChanges()
  const sessions = createSessions(db, config.sessionSecret, changes)
  return {
    db,
    changes,
    sessions,
    accounts: createAccountCache({
      sessions,
      changes,
      loadAccount: (userId) => loadAccount(db, userId, config.admins),
    }),
    signIn: createSignIn(db, changes, {
      allowHttp: config.emulators || !config.publicUrl.startsWith('https:'),
    }),
    providers: buildProviders(config),
    binCache: createBinCache({ db, changes }),
  }
}

export type Areas = Awaited<ReturnType<typeof createAreas>>
