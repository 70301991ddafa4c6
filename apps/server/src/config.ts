import { z } from 'zod'
import { defaultWebDist } from './paths.ts'

const flag = z.enum(['on', 'off'])
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.coerce
    .number({ error: message })
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message })
}
const origin = z.url().transform((value) => new URL(value).origin)

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  API_BASE: z.string().min(1).default('/api'),
  SITE_ID: z.string().min(1).default('vbin'),
  WEB_ORIGINS: z
    .string()
    .default('')
    .transform((list, ctx) => {
      const origins: string[] = []
      for (const item of list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const parsed = origin.safeParse(item)
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.com` })
          return z.NEVER
        }
        origins.push(parsed.data)
      }
      return origins
    }),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  SERVE_WEB: flag.default('on'),
  BODY_LIMIT: wholeNumber(1024, 64 * 1024 * 1024).default(1024 * 1024),
  BIN_WRITE_LIMIT: wholeNumber(1, 1_000_000).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_DOMAIN: z.string().min(1).optional(),
  ONE_ADMINS: z.string().default(''),
  ONE_EMULATORS: z.enum(['auto', 'on', 'off']).default('auto'),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_OAUTH_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  DISCORD_URL: z.url().default('https://discord.com'),
  SHOPIFY_CLIENT_ID: z.string().optional(),
  SHOPIFY_CLIENT_SECRET: z.string().optional(),
  SHOPIFY_AUTH_URL: z.url().optional(),
})

export type ProviderCredentials = { clientId: string; clientSecret: string } | undefined

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicUrl: string
  dataDir: string
  databaseUrl: string | undefined
  /** Rate-limit counters shared by every instance; in memory (one instance) when unset. */
  redisUrl: string | undefined
  apiBase: string
  siteId: string
  webOrigins: string[]
  webDist: string | undefined
  bodyLimit: number
  /** Bin saves, changes and deletions a user (or a guest's address) may make per minute. */
  binWriteLimit: number
  logLevel: string
  sessionSecret: string
  cookieDomain: string | undefined
  /** `provider:handle` pairs whose users are admins. */
  admins: Set<string>
  /** Mount the local emulators and sign in through them (no provider credentials needed). */
  emulators: boolean
  providers: {
    github: { credentials: ProviderCredentials; oauthUrl: string; apiUrl: string }
    discord: { credentials: ProviderCredentials; url: string }
    shopify: { credentials: ProviderCredentials; authUrl: string | undefined }
  }
}

// Development and tests only; production refuses to start without a real one.
const devSessionSecret = 'development-only-session-secret-0000000000'

function credentials(id: string | undefined, secret: string | undefined): ProviderCredentials {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined
}

export class ConfigError extends Error {}

/** Reads the environment once at boot; a bad value is a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (FOO= in an env file) means "not set", as it does for most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = environment.safeParse(set)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0] ?? 'environment')
    const got = env[name] === undefined ? '' : ` (got "${env[name]}")`
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${got}`)
  }
  const e = parsed.data
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid environment variable SESSION_SECRET: required when NODE_ENV=production')
  }
  const providers = {
    github: {
      credentials: credentials(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
      oauthUrl: e.GITHUB_OAUTH_URL.replace(/\/+$/, ''),
      apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ''),
    },
    discord: {
      credentials: credentials(e.DISCORD_CLIENT_ID, e.DISCORD_CLIENT_SECRET),
      url: e.DISCORD_URL.replace(/\/+$/, ''),
    },
    shopify: {
      credentials: credentials(e.SHOPIFY_CLIENT_ID, e.SHOPIFY_CLIENT_SECRET),
      authUrl: e.SHOPIFY_AUTH_URL?.replace(/\/+$/, ''),
    },
  }
  const anyCredentials = Object.values(providers).some((p) => p.credentials)
  const emulators = e.ONE_EMULATORS === 'on' || (e.ONE_EMULATORS === 'auto' && !anyCredentials)
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
  if (providers.shopify.credentials && !providers.shopify.authUrl) {
    throw new ConfigError('Invalid environment variable SHOPIFY_AUTH_URL: required with SHOPIFY_CLIENT_ID')
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    apiBase: e.API_BASE.replace(/\/+$/, ''),
    siteId: e.SITE_ID,
    webOrigins: e.WEB_ORIGINS,
    webDist: e.SERVE_WEB === 'on' ? e.WEB_DIST : undefined,
    bodyLimit: e.BODY_LIMIT,
    binWriteLimit: e.BIN_WRITE_LIMIT,
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET ?? devSessionSecret,
    cookieDomain: e.COOKIE_DOMAIN,
    admins: new Set(
      e.ONE_ADMINS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    emulators,
    providers,
  }
}
