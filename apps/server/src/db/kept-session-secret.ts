import { eq } from 'drizzle-orm'
import { KEPT_IN_DATABASE, keptSecretFault, newSessionSecret } from '../config/session-secret.ts'
import { ConfigError } from '../config/variables.ts'
import type { Config } from '../config.ts'
import type { Database, Db } from './database.ts'
import { serverSecrets } from './schema/server-secrets.ts'

const SESSION = 'session'

/**
 * The session secret kept in the database: made by the first instance that asks, read by every other
 * (docs/decisions/0028-session-secret-in-database.md). No lock is needed: an insert that races another
 * waits on the key until the first commits, then does nothing, and the read after it sees the winner's.
 */
export async function keptSessionSecretIn(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SESSION))
    return row?.value
  }
  let kept = await read()
  if (kept === undefined) {
    await db.insert(serverSecrets).values({ name: SESSION, value: newSessionSecret() }).onConflictDoNothing()
    kept = (await read())!
  }
  const fault = keptSecretFault(kept)
  if (fault) {
    throw new ConfigError(
      `Invalid environment variable SESSION_SECRET: unset, so the secret kept in ${KEPT_IN_DATABASE} is used, and it ${fault}. Delete the row to make a new one, or set SESSION_SECRET.`,
    )
  }
  return kept
}

/** The config with its session secret final: the database's when kept there (main.ts, before the app). */
export async function withKeptSessionSecret(config: Config, database: Database): Promise<Config> {
  if (config.sessionSecretKeptIn !== 'database') return config
  return { ...config, sessionSecret: await keptSessionSecretIn(database.db) }
}
