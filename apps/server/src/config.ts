import { z } from 'zod'
import { databaseVariables, readDatabase } from './config/database.ts'
import { discordVariables, readDiscord } from './config/discord.ts'
import { emulatorVariables, readEmulators } from './config/emulators.ts'
import { githubVariables, readGithub } from './config/github.ts'
import { quotableValue } from './config/redact.ts'
import { readRedis, redisVariables } from './config/redis.ts'
import { readServer, serverVariables } from './config/server.ts'
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

/** Reads the environment once at boot; a bad value is a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined>) {
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
  return {
    ...readServer(e),
    ...readDatabase(e),
    ...readRedis(e),
    /** Mount the local emulators and sign in through them (no provider credentials needed). */
    emulators,
    providers,
    stripe: readStripe(e, emulators),
    sponsors: readSponsors(e, emulators),
  }
}

export type Config = ReturnType<typeof loadConfig>
