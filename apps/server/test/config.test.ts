import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

// A session secret as `openssl rand -base64 32` makes one.
const strongSecret = 'q8Vd0xK3mZ7+Lr2Tn5Wb9Yc1Hf4Js6Ga/Pe3Ui0Qo='

describe('configuration from the environment, validated at boot', () => {
  it('has working defaults for a newcomer: port 3000, PGlite in ./.data, the API under /api', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './.data',
      databaseUrl: undefined,
      apiBase: '/api',
      siteId: 'vbin',
      bodyLimit: 1024 * 1024,
      publicUrl: 'http://localhost:3000',
      webOrigins: [],
    })
  })

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 })
  })

  it('names the variable and the bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "abc")',
    )
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be a whole number from 0 to 65535/)
    expect(() => loadConfig({ BODY_LIMIT: '1.5' })).toThrow(/BODY_LIMIT: must be a whole number/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: must start with redis:/)
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    )
  })

  it('reads WEB_ORIGINS as a list of origins and refuses anything else', () => {
    const config = loadConfig({ WEB_ORIGINS: 'https://bin.example.com/, https://docs.example.com' })
    expect(config.webOrigins).toEqual(['https://bin.example.com', 'https://docs.example.com'])
    expect(() => loadConfig({ WEB_ORIGINS: 'not a url' })).toThrow(
      /WEB_ORIGINS: "not a url" is not an origin/,
    )
  })

  it('refuses to run in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: required when NODE_ENV=production/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/)
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: strongSecret, ONE_EMULATORS: 'on' }).env,
    ).toBe('production')
  })

  it('refuses to run in production without real provider credentials, unless emulators are on purpose', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: strongSecret }
    expect(() => loadConfig(production)).toThrow(
      'Invalid environment variable GITHUB_CLIENT_ID: production needs real credentials for github, discord, shopify (or ONE_EMULATORS=on on purpose)',
    )
    const config = loadConfig({
      ...production,
      GITHUB_CLIENT_ID: 'gh',
      GITHUB_CLIENT_SECRET: 'ghs',
      DISCORD_CLIENT_ID: 'dc',
      DISCORD_CLIENT_SECRET: 'dcs',
      SHOPIFY_CLIENT_ID: 'sh',
      SHOPIFY_CLIENT_SECRET: 'shs',
      SHOPIFY_AUTH_URL: 'https://shopify.com/authentication/123/',
    })
    expect(config.emulators).toBe(false)
    expect(config.providers.shopify.authUrl).toBe('https://shopify.com/authentication/123')
  })

  it('uses the local emulators when no provider credentials are set', () => {
    expect(loadConfig({}).emulators).toBe(true)
    expect(loadConfig({ ONE_EMULATORS: 'off' }).emulators).toBe(false)
    expect(loadConfig({ GITHUB_CLIENT_ID: 'a', GITHUB_CLIENT_SECRET: 'b' }).emulators).toBe(false)
  })

  it('reads admins as provider:account id pairs (docs/decisions/0008)', () => {
    const { admins } = loadConfig({
      ONE_ADMINS: 'GitHub:583231, discord:80351110224678912,shopify:gid://shopify/Customer/7',
    })
    expect([...admins]).toEqual([
      'github:583231',
      'discord:80351110224678912',
      'shopify:gid://shopify/Customer/7',
    ])
  })

  it('refuses a login name where an account id belongs, saying why (docs/decisions/0008)', () => {
    expect(() => loadConfig({ ONE_ADMINS: 'github:ada' })).toThrow(
      'Invalid environment variable ONE_ADMINS: "github:ada" names a login, not an account: use the GitHub user\'s numeric id (e.g. github:583231), which cannot be renamed or taken over',
    )
    expect(() => loadConfig({ ONE_ADMINS: 'discord:grace' })).toThrow(
      /ONE_ADMINS: "discord:grace" names a login/,
    )
    expect(() => loadConfig({ ONE_ADMINS: 'gitlab:1' })).toThrow(
      /ONE_ADMINS: "gitlab:1" is not provider:account id/,
    )
    expect(() => loadConfig({ ONE_ADMINS: '583231' })).toThrow(
      /ONE_ADMINS: "583231" is not provider:account id/,
    )
  })

  it('drops a trailing slash from the API base so origins compare exactly', () => {
    expect(loadConfig({ API_BASE: 'https://api.example.com/' }).apiBase).toBe('https://api.example.com')
  })

  it('never quotes a secret, nor the password in a URL, in its errors (docs/decisions/0008)', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('expected a ConfigError')
    }
    expect(message({ SESSION_SECRET: 'short-but-secret' })).toBe(
      'Invalid environment variable SESSION_SECRET: must be at least 32 characters',
    )
    expect(message({ DATABASE_URL: 'postgress://one:hunter2@db.internal/one' })).toBe(
      'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql:// (got "postgress://one:***@db.internal/one")',
    )
    expect(message({ REDIS_URL: 'redis//:p@ss:word@cache:6379' })).not.toMatch(/p@ss|word/)
    expect(message({ REDIS_URL: 'redis//:p@ss:word@cache:6379' })).toMatch(
      /^Invalid environment variable REDIS_URL: /,
    )
  })

  it('refuses an obviously weak session secret, naming how to make one (docs/decisions/0008)', () => {
    expect(() => loadConfig({ SESSION_SECRET: 's'.repeat(32) })).toThrow(
      'Invalid environment variable SESSION_SECRET: is too easy to guess (about 0 bits, 128 needed): make one with `openssl rand -base64 32`',
    )
    expect(() => loadConfig({ SESSION_SECRET: 'ab'.repeat(20) })).toThrow(
      /SESSION_SECRET: is too easy to guess \(about 40 bits/,
    )
    expect(() => loadConfig({ SESSION_SECRET: 'password'.repeat(4) })).toThrow(/SESSION_SECRET: is too easy/)
    expect(loadConfig({ SESSION_SECRET: strongSecret }).sessionSecret).toBe(strongSecret)
    // 64 hex digits, as `openssl rand -hex 32` makes them.
    const hex = '3f9a0c1be27d54866d0e4f1a9b3c2d7e5f8a6b4c0d1e2f3a4b5c6d7e8f901234'
    expect(loadConfig({ SESSION_SECRET: hex }).sessionSecret).toBe(hex)
    // Unset outside production, the development secret is used and is not weighed.
    expect(loadConfig({}).sessionSecret).toEqual(expect.any(String))
  })

  describe('Stripe with a secret key needs the price of every plan (README, "Stripe in production")', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }
    const prices = {
      STRIPE_PRICE_SOLO_MONTH: 'price_1SoloMonth',
      STRIPE_PRICE_SOLO_YEAR: 'price_1SoloYear',
      STRIPE_PRICE_TEAM_MONTH: 'price_1TeamMonth',
      STRIPE_PRICE_TEAM_YEAR: 'price_1TeamYear',
    }

    it('refuses to start with one line naming every missing price, since the emulator ids exist in no real account', () => {
      expect(() => loadConfig(keys)).toThrow(
        new ConfigError(
          "Invalid environment variable STRIPE_PRICE_SOLO_MONTH, STRIPE_PRICE_SOLO_YEAR, STRIPE_PRICE_TEAM_MONTH, STRIPE_PRICE_TEAM_YEAR: required with STRIPE_SECRET_KEY, the id of each plan's recurring price in your Stripe account",
        ),
      )
      const { STRIPE_PRICE_TEAM_YEAR: _, ...threePrices } = prices
      expect(() => loadConfig({ ...keys, ...threePrices, STRIPE_PRICE_SOLO_YEAR: '' })).toThrow(
        /^Invalid environment variable STRIPE_PRICE_SOLO_YEAR, STRIPE_PRICE_TEAM_YEAR: required with STRIPE_SECRET_KEY/,
      )
    })

    it('takes the four prices as given, and refuses one price for two plans', () => {
      expect(loadConfig({ ...keys, ...prices }).stripe).toMatchObject({
        mode: 'stripe',
        prices: {
          solo: { month: 'price_1SoloMonth', year: 'price_1SoloYear' },
          team: { month: 'price_1TeamMonth', year: 'price_1TeamYear' },
        },
      })
      expect(() => loadConfig({ ...keys, ...prices, STRIPE_PRICE_TEAM_YEAR: 'price_1TeamMonth' })).toThrow(
        'Invalid environment variable STRIPE_PRICE_TEAM_YEAR: each plan needs a price of its own (got "price_1TeamMonth" twice)',
      )
      expect(() => loadConfig({ ...keys, ...prices, STRIPE_PRICE_SOLO_MONTH: 'prod_1Solo' })).toThrow(
        /STRIPE_PRICE_SOLO_MONTH: must be a Stripe price id \(price_\.\.\.\)/,
      )
    })

    it("without a secret key, the emulator's prices are the defaults", () => {
      expect(loadConfig({}).stripe).toMatchObject({
        mode: 'emulator',
        prices: { solo: { month: 'price_one_solo_month' }, team: { year: 'price_one_team_year' } },
      })
    })
  })

  it('refuses the sign-in emulators on an address other machines reach, unless they are on on purpose (docs/decisions/0008)', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      "Invalid environment variable ONE_EMULATORS: no provider credentials are set, so sign-in would use the local emulators, where anyone can sign in as anyone, and HOST=0.0.0.0 lets other machines reach them. Set the providers' credentials, listen on localhost, or set ONE_EMULATORS=on if this is on purpose.",
    )
    expect(() => loadConfig({ HOST: '::' })).toThrow(/ONE_EMULATORS: .*HOST=::/)
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/ONE_EMULATORS/)
    expect(() => loadConfig({ HOST: 'one.example.com' })).toThrow(/ONE_EMULATORS/)
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(loadConfig({ HOST: host }).emulators).toBe(true)
    }
    expect(loadConfig({ HOST: '0.0.0.0', ONE_EMULATORS: 'on' }).emulators).toBe(true)
    expect(loadConfig({ HOST: '0.0.0.0', ONE_EMULATORS: 'off' }).emulators).toBe(false)
    expect(loadConfig({ HOST: '0.0.0.0', GITHUB_CLIENT_ID: 'a', GITHUB_CLIENT_SECRET: 'b' }).emulators).toBe(
      false,
    )
  })
})
