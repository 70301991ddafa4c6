// docs/decisions/0015: where sponsorships and purchases are read from, by configuration.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

describe('sponsor and store configuration (docs/decisions/0015)', () => {
  it('uses the local emulators without credentials, and nothing when the emulators are off', () => {
    const local = loadConfig({}).sponsors
    expect([local.github.mode, local.discord.remote.mode, local.sendowl.mode]).toEqual([
      'emulator',
      'emulator',
      'emulator',
    ])
    const off = loadConfig({ ONE_EMULATORS: 'off' }).sponsors
    expect([off.github.mode, off.discord.remote.mode, off.sendowl.mode]).toEqual(['off', 'off', 'off'])
  })

  it('reads the real services with their credentials, at the configured hosts', () => {
    const { sponsors } = loadConfig({
      GITHUB_SPONSORS_TOKEN: 'ghp_x',
      GITHUB_API_URL: 'https://ghe.example/api/',
      DISCORD_BOT_TOKEN: 'bot',
      DISCORD_GUILD_ID: '340160225338195969',
      DISCORD_PREMIUM_ROLE_ID: '1105177367447638107',
      DISCORD_PREMIUM_AMOUNT: '999',
      SENDOWL_KEY: 'k',
      SENDOWL_SECRET: 's',
    })
    expect(sponsors.github).toEqual({ mode: 'real', apiUrl: 'https://ghe.example/api', token: 'ghp_x' })
    expect(sponsors.discord).toMatchObject({
      amount: 999,
      remote: { mode: 'real', apiUrl: 'https://discord.com/api/v10' },
    })
    expect(sponsors.sendowl).toMatchObject({ mode: 'real', apiUrl: 'https://www.sendowl.com', key: 'k' })
  })

  it('refuses half a Discord or SendOwl configuration, naming what is missing', () => {
    expect(() => loadConfig({ DISCORD_BOT_TOKEN: 'bot', DISCORD_GUILD_ID: '340160225338195969' })).toThrow(
      new ConfigError(
        'Invalid environment variable DISCORD_PREMIUM_ROLE_ID: DISCORD_BOT_TOKEN, DISCORD_GUILD_ID and DISCORD_PREMIUM_ROLE_ID go together',
      ),
    )
    expect(() => loadConfig({ SENDOWL_KEY: 'k' })).toThrow(/SENDOWL_SECRET/)
    expect(() => loadConfig({ DISCORD_GUILD_ID: 'vuetify' })).toThrow(/DISCORD_GUILD_ID/)
    expect(() => loadConfig({ DISCORD_PREMIUM_AMOUNT: '1e400' })).toThrow(/DISCORD_PREMIUM_AMOUNT/)
  })
})
