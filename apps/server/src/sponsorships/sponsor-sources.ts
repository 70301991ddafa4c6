import type { Identity } from '@one/contract/auth'
import { discordPremiumOf } from '../integrations/discord-guild.ts'
import { type FoundSponsorship, githubSponsorshipsByAccount } from '../integrations/github-sponsors.ts'
import type { SponsorLinks } from '../integrations/sponsor-links.ts'
import type { SponsorPlatform } from './sponsor-store.ts'

/** Where one platform's sponsorship of a user is read, from the identity the user linked there. */
export type SponsorSource = {
  platform: SponsorPlatform
  lookUp(identity: Pick<Identity, 'userId'>, signal: AbortSignal): Promise<FoundSponsorship | null>
}

/** The sources that are configured (real or emulated); an unconfigured one reads nothing. */
export function sponsorSources(links: SponsorLinks): SponsorSource[] {
  const sources: SponsorSource[] = []
  const { github, discord } = links
  if (github) {
    // Users read at the same moment share one reading of the list; none is kept after it.
    let reading: Promise<Map<string, FoundSponsorship>> | undefined
    sources.push({
      platform: 'github',
      // By the account id, as ONE_ADMINS: a login can be renamed, and then taken by someone else.
      async lookUp(identity, signal) {
        reading ??= githubSponsorshipsByAccount(github, signal).finally(() => {
          reading = undefined
        })
        return (await reading).get(identity.userId) ?? null
      },
    })
  }
  if (discord) {
    sources.push({
      platform: 'discord',
      async lookUp(identity, signal) {
        const member = await discordPremiumOf(discord, identity.userId, signal)
        if (!member) return null
        return {
          tierName: 'Server Subscription',
          amount: discord.amount,
          interval: 'month',
          isActive: member.isActive,
          startedAt: member.since ?? new Date(0),
        }
      },
    })
  }
  return sources
}
