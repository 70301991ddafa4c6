import { emulatedUser, stableDigits, usernamePattern } from '../oauth/identity.ts'
import { checked, text } from '../shared/control-form.ts'

/** The emulated server (guild) and its premium role, the one a server subscription gives. */
export const emulatedGuild = { id: '340160225338195969', premiumRoleId: '1105177367447638107' } as const

/** A Discord user's server subscription in the emulated guild. */
export type EmulatedSubscription = { username: string; userId: string; isActive: boolean; since: string }

export type GuildState = { subscriptions: Record<string, EmulatedSubscription> }

/** The Discord user id the sign-in emulator gives `username`, so both emulators agree on who it is. */
export function discordUserId(username: string): string {
  return stableDigits(emulatedUser('discord', username), 18)
}

export function readSubscription(
  body: Record<string, unknown>,
  fromForm: boolean,
  now: () => number,
): EmulatedSubscription | { problem: string } {
  const username = text(body.username)?.trim()
  if (!username || !usernamePattern.test(username)) return { problem: 'username must be a Discord username.' }
  const isActive = checked(body.isActive, fromForm)
  if (isActive === undefined) return { problem: 'isActive must be true or false.' }
  return { username, userId: discordUserId(username), isActive, since: new Date(now()).toISOString() }
}

/** GET /guilds/{guild}/members/{user} as Discord answers it: the member with their roles, or 404. */
export function guildMember(state: GuildState, guildId: string, userId: string) {
  if (guildId !== emulatedGuild.id) return { status: 404, body: { message: 'Unknown Guild', code: 10004 } }
  const found = Object.values(state.subscriptions).find((s) => s.userId === userId)
  if (!found) return { status: 404, body: { message: 'Unknown Member', code: 10007 } }
  return { status: 200, body: memberOf(found) }
}

/** The guild member object of one subscriber: the premium role while the subscription is active. */
export function memberOf(found: EmulatedSubscription) {
  return {
    user: {
      id: found.userId,
      username: found.username.toLowerCase(),
      discriminator: '0',
      global_name: found.username,
      avatar: null,
    },
    nick: null,
    avatar: null,
    roles: found.isActive ? [emulatedGuild.premiumRoleId] : [],
    joined_at: found.since,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
  }
}
