import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

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
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ONE_EMULATORS: 'on' }).env,
    ).toBe('production')
  })

  it('refuses to run in production without real provider credentials, unless emulators are on purpose', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }
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

  it('reads admins as provider:handle pairs', () => {
    expect([...loadConfig({ ONE_ADMINS: 'github:Ada, discord:bob' }).admins]).toEqual([
      'github:ada',
      'discord:bob',
    ])
  })

  it('drops a trailing slash from the API base so origins compare exactly', () => {
    expect(loadConfig({ API_BASE: 'https://api.example.com/' }).apiBase).toBe('https://api.example.com')
  })
})
