// The Discord emulators checked against discord-api-types (0.38, the community's kept description of
// API v10, from npm): their answers type-check as the REST results (npm run typecheck covers this
// file), and carry at run time the keys those types require. Every Discord address the server builds
// is under /api/v10/ (FACTS 14).
import { emulatedGuild, memberOf } from '@one/emulators/discord/guild'
import { discordUser } from '@one/emulators/oauth/discord-user'
import { emulatedUser } from '@one/emulators/oauth/identity'
import type { RESTGetAPICurrentUserResult, RESTGetAPIGuildMemberResult } from 'discord-api-types/v10'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { discordPremiumOf } from '../src/integrations/discord-guild.ts'
import { buildProviders } from '../src/integrations/sign-in-providers.ts'
import { sponsorLinks } from '../src/integrations/sponsor-links.ts'

const user = emulatedUser('discord', 'Wumpus')
const me = discordUser(user, 'identify email') satisfies RESTGetAPICurrentUserResult
const withoutEmail = discordUser(user, 'identify') satisfies RESTGetAPICurrentUserResult
const member = memberOf({
  username: 'Wumpus',
  userId: me.id,
  isActive: true,
  since: '2026-12-01T00:00:00.000Z',
}) satisfies RESTGetAPIGuildMemberResult

// The keys the types make required, written out: a type-level check cannot see them at run time.
const userKeys = ['id', 'username', 'discriminator', 'global_name', 'avatar'] as const
const memberKeys = ['roles', 'joined_at', 'deaf', 'mute', 'flags', 'user'] as const
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]
// Fails to compile if discord-api-types requires a key these lists leave out.
const userKeysAreAll: Record<RequiredKeys<RESTGetAPICurrentUserResult>, true> = {
  id: true,
  username: true,
  discriminator: true,
  global_name: true,
  avatar: true,
}
const memberKeysAreAll: Record<RequiredKeys<RESTGetAPIGuildMemberResult>, true> = {
  roles: true,
  joined_at: true,
  deaf: true,
  mute: true,
  flags: true,
  user: true,
}

describe('the Discord emulators answer as discord-api-types/v10 describes (FACTS 14)', () => {
  it('GET /users/@me has every required key, and email only with the email scope', () => {
    expect(Object.keys(userKeysAreAll).sort()).toEqual([...userKeys].sort())
    for (const key of userKeys) expect(me).toHaveProperty(key)
    expect(me.email).toBe(user.email)
    expect(withoutEmail).not.toHaveProperty('email')
  })

  it('GET /guilds/{guild}/members/{user} has every required key, its user too', () => {
    expect(Object.keys(memberKeysAreAll).sort()).toEqual([...memberKeys].sort())
    for (const key of memberKeys) expect(member).toHaveProperty(key)
    for (const key of userKeys) expect(member.user).toHaveProperty(key)
    expect(member.roles).toEqual([emulatedGuild.premiumRoleId])
  })
})

describe('every Discord address the server builds is under /api/v10/ (FACTS 14)', () => {
  const real = loadConfig({
    DISCORD_CLIENT_ID: 'c',
    DISCORD_CLIENT_SECRET: 'd',
    DISCORD_BOT_TOKEN: 'bot',
    DISCORD_GUILD_ID: emulatedGuild.id,
    DISCORD_PREMIUM_ROLE_ID: emulatedGuild.premiumRoleId,
  })
  const emulated = loadConfig({ PORT: '4000' })

  it('sign-in: the token and profile calls; the authorize page is the site, not the API', () => {
    for (const config of [real, emulated]) {
      const { discord } = buildProviders(config)
      expect(new URL(discord.tokenUrl).pathname).toMatch(/\/api\/v10\/oauth2\/token$/)
      expect(new URL(discord.profileUrl).pathname).toMatch(/\/api\/v10\/users\/@me$/)
    }
    expect(buildProviders(real).discord.tokenUrl).toBe('https://discord.com/api/v10/oauth2/token')
  })

  it('the guild member call', async () => {
    for (const config of [real, emulated]) {
      const link = sponsorLinks(config).discord!
      const asked: string[] = []
      const server = await listenRecording(asked)
      await discordPremiumOf(
        { ...link, apiUrl: link.apiUrl.replace(/^https?:\/\/[^/]+/, server.origin) },
        '1',
        AbortSignal.timeout(2000),
      ).catch(() => undefined)
      await server.close()
      expect(asked).toHaveLength(1)
      expect(asked[0]).toMatch(/^\/(?:_emulators\/discord\/)?api\/v10\/guilds\/\d+\/members\/1$/)
    }
  })
})

/** A bare HTTP server that notes the paths it is asked for and answers 404. */
async function listenRecording(asked: string[]) {
  const { createServer } = await import('node:http')
  const server = createServer((request, response) => {
    asked.push(request.url ?? '')
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"message":"Unknown Member","code":10007}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
