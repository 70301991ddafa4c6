import { z } from 'zod'
import { databaseVariables, readDatabase } from './config/database.ts'
import { discordVariables, readDiscord } from './config/discord.ts'
import { emulatorVariables, readEmulators } from './config/emulators.ts'
import { githubVariables, readGithub } from './config/github.ts'
import { operationsVariables, readOperations } from './config/operations.ts'
import { quotableValue } from './config/redact.ts'
import { readRedis, redisVariables } from './config/redis.ts'
import { readServer, serverVariables } from './config/server.ts'
import { keptSecretPlace, keptSecretWarning, newSessionSecret } from './config/session-secret.ts'
import { readShopify, shopifyVariables } from './config/shopify.ts'
import { readSponsors, sponsorVariables } from './config/sponsors.ts'
import { readStripe, stripeVariables } from './config/stripe.ts'
import { ConfigError } from './config/variables.ts'

export type { ProviderCredentials } from './config/variables.ts'
export { ConfigError } from './config/variables.ts'

/** Every variable the server reads, slice by slice (the README's table lists exactly these). */
export const configVariables = {
  ...serverVariables,
  ...emulatorVariables,
  ...databaseVariables,
  ...redisVariables,
  ...operationsVariables,
  ...githubVariables,
  ...discordVariables,
  ...shopifyVariables,
  ...stripeVariables,
  ...sponsorVariables,
}
const environment = z.object(configVariables)

function parseEnvironment(env: Record<string, string | undefined>) {
  // An empty variable (FOO= in an env file) means "not set", as it does for most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = environment.safeParse(set)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const name = String(issue.path[0] ?? 'environment')
  const value = env[name] === undefined ? undefined : quotableValue(name, env[name])
  const got = value === undefined ? '' : ` (got "${value}")`
  throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${got}`)
}

type LoadOptions = {
  /**
   * The session secret when SESSION_SECRET and DATABASE_URL are unset: main.ts keeps one in the data
   * folder (session-secret.ts); tests and tools get one for this process only. With DATABASE_URL the
   * secret is kept in the database, read once it is open (db/kept-session-secret.ts).
   */
  keptSessionSecret?: (dataDir: string) => string
}

/** Reads the environment once at boot; a bad value is a ConfigError naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined>,
  { keptSessionSecret = newSessionSecret }: LoadOptions = {},
) {
  const e = parseEnvironment(env)
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid environment variable SESSION_SECRET: required when NODE_ENV=production')
  }
  const providers = { github: readGithub(e), discord: readDiscord(e), shopify: readShopify(e) }
  const anyCredentials = Object.values(providers).some((p) => p.credentials)
  if (e.NODE_ENV === 'production' && e.ONE_EMULATORS !== 'on') {
    const missing = Object.entries(providers)
      .filter(([, p]) => !p.credentials)
      .map(([name]) => name)
    if (missing.length) {
      throw new ConfigError(
        `Invalid environment variable ${missing[0]!.toUpperCase()}_CLIENT_ID: production needs real credentials for ${missing.join(', ')} (or ONE_EMULATORS=on on purpose)`,
      )
    }
  }
  const emulators = readEmulators(e, anyCredentials)
  const stripe = readStripe(e, emulators)
  const sponsors = readSponsors(e, emulators)
  const realCredentials =
    anyCredentials ||
    stripe.mode === 'stripe' ||
    [sponsors.github, sponsors.discord.remote, sponsors.sendowl].some((remote) => remote.mode === 'real')
  const keptIn = e.SESSION_SECRET !== undefined ? undefined : e.DATABASE_URL ? 'database' : 'data folder'
  const warning = keptIn
    ? keptSecretWarning({
        place: keptSecretPlace({ dataDir: e.DATA_DIR, databaseUrl: e.DATABASE_URL }),
        host: e.HOST,
        realCredentials,
      })
    : undefined
  return {
    ...readServer(e),
    ...readDatabase(e),
    ...readRedis(e),
    ...readOperations(e),
    /** Kept in the database: this process's own until main.ts reads that one (withKeptSessionSecret). */
    sessionSecret:
      e.SESSION_SECRET ?? (keptIn === 'database' ? newSessionSecret() : keptSessionSecret(e.DATA_DIR)),
    /**
     * Where the secret made without SESSION_SECRET is kept: in the database on PostgreSQL, so that
     * every instance on it agrees (docs/decisions/0028-session-secret-in-database.md).
     */
    sessionSecretKeptIn: keptIn,
    /** Mount the local emulators and sign in through them (no provider credentials needed). */
    emulators,
    providers,
    stripe,
    sponsors,
    /** What the server should say at start about its configuration (main.ts logs each). */
    warnings: warning ? [warning] : [],
  }
}

export type Config = ReturnType<typeof loadConfig>
