import { z } from 'zod'
import { baseUrl, ConfigError, wholeNumber } from './variables.ts'

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id (17 to 20 digits)')

export const sponsorVariables = {
  GITHUB_SPONSORS_TOKEN: z.string().optional(),
  DISCORD_BOT_TOKEN: z.string().optional(),
  DISCORD_GUILD_ID: snowflake.optional(),
  DISCORD_PREMIUM_ROLE_ID: snowflake.optional(),
  DISCORD_PREMIUM_AMOUNT: wholeNumber(0, 100_000_00).default(499),
  SENDOWL_API_URL: baseUrl('https://www.sendowl.com'),
  SENDOWL_KEY: z.string().optional(),
  SENDOWL_SECRET: z.string().optional(),
}

type Env = z.infer<z.ZodObject<typeof sponsorVariables>> & { GITHUB_API_URL: string; DISCORD_URL: string }

/** A remote with real credentials, the local emulator (its address is known only to the app), or none. */
export type Remote<Real> = ({ mode: 'real' } & Real) | { mode: 'emulator' } | { mode: 'off' }

export type SponsorsConfig = ReturnType<typeof readSponsors>

function remote<Real>(real: Real | undefined, emulators: boolean): Remote<Real> {
  if (real) return { mode: 'real', ...real }
  return emulators ? { mode: 'emulator' } : { mode: 'off' }
}

/**
 * Where sponsorships and purchases are read: GitHub Sponsors with the sponsored account's token, a
 * Discord server's premium role with a bot token, SendOwl with an API key and secret. Each source
 * without credentials uses its local emulator when the emulators are on, and is off otherwise.
 */
export function readSponsors(e: Env, emulators: boolean) {
  const discordSet = [e.DISCORD_BOT_TOKEN, e.DISCORD_GUILD_ID, e.DISCORD_PREMIUM_ROLE_ID].filter(
    Boolean,
  ).length
  if (discordSet > 0 && discordSet < 3) {
    const missing = !e.DISCORD_BOT_TOKEN
      ? 'DISCORD_BOT_TOKEN'
      : !e.DISCORD_GUILD_ID
        ? 'DISCORD_GUILD_ID'
        : 'DISCORD_PREMIUM_ROLE_ID'
    throw new ConfigError(
      `Invalid environment variable ${missing}: DISCORD_BOT_TOKEN, DISCORD_GUILD_ID and DISCORD_PREMIUM_ROLE_ID go together`,
    )
  }
  if (!!e.SENDOWL_KEY !== !!e.SENDOWL_SECRET) {
    throw new ConfigError(
      `Invalid environment variable ${e.SENDOWL_KEY ? 'SENDOWL_SECRET' : 'SENDOWL_KEY'}: SENDOWL_KEY and SENDOWL_SECRET go together`,
    )
  }
  return {
    github: remote(
      e.GITHUB_SPONSORS_TOKEN ? { apiUrl: e.GITHUB_API_URL, token: e.GITHUB_SPONSORS_TOKEN } : undefined,
      emulators,
    ),
    discord: {
      /** What a server subscription counts for, in cents a month: Discord's API does not say. */
      amount: e.DISCORD_PREMIUM_AMOUNT,
      remote: remote(
        e.DISCORD_BOT_TOKEN && e.DISCORD_GUILD_ID && e.DISCORD_PREMIUM_ROLE_ID
          ? {
              apiUrl: `${e.DISCORD_URL}/api/v10`,
              botToken: e.DISCORD_BOT_TOKEN,
              guildId: e.DISCORD_GUILD_ID,
              premiumRoleId: e.DISCORD_PREMIUM_ROLE_ID,
            }
          : undefined,
        emulators,
      ),
    },
    sendowl: remote(
      e.SENDOWL_KEY && e.SENDOWL_SECRET
        ? { apiUrl: e.SENDOWL_API_URL, key: e.SENDOWL_KEY, secret: e.SENDOWL_SECRET }
        : undefined,
      emulators,
    ),
  }
}
