import { z } from 'zod'
import { RemoteError, remoteJson } from './remote-json.ts'

export type DiscordGuildLink = {
  apiUrl: string
  botToken: string
  guildId: string
  premiumRoleId: string
  userAgent: string
}

const member = z.object({ roles: z.array(z.string()).max(1000), joined_at: z.string().nullish() })
const unknownMember = 10007

/**
 * Whether the Discord user `userId` holds the guild's premium role (a server subscription), read with
 * the bot's token; null when they are not in the guild at all.
 */
export async function discordPremiumOf(
  link: DiscordGuildLink,
  userId: string,
  signal: AbortSignal,
): Promise<{ isActive: boolean; since: Date | null } | null> {
  const url = `${link.apiUrl}/guilds/${encodeURIComponent(link.guildId)}/members/${encodeURIComponent(userId)}`
  const { status, body } = await remoteJson(
    'Discord',
    url,
    {
      headers: { authorization: `Bot ${link.botToken}`, accept: 'application/json' },
      signal,
      userAgent: link.userAgent,
    },
    (code) => code === 200 || code === 404,
  )
  if (status === 404) {
    if ((body as { code?: unknown } | null)?.code === unknownMember) return null
    throw new RemoteError('Discord', 404, 'does not know the guild')
  }
  const parsed = member.safeParse(body)
  if (!parsed.success) throw new RemoteError('Discord', status, 'answered in an unexpected shape')
  const joined = parsed.data.joined_at ? new Date(parsed.data.joined_at) : null
  return {
    isActive: parsed.data.roles.includes(link.premiumRoleId),
    since: joined && !Number.isNaN(joined.getTime()) ? joined : null,
  }
}
