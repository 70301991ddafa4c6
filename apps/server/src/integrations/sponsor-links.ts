import { emulatedGuild } from '@one/emulators/discord/guild'
import type { Remote } from '../config/sponsors.ts'
import type { Config } from '../config.ts'
import type { DiscordGuildLink } from './discord-guild.ts'
import type { GithubSponsorsLink } from './github-sponsors.ts'
import type { SendOwlLink } from './sendowl.ts'
import { EMULATORS_PREFIX } from './sign-in-providers.ts'
import { userAgentFor } from './user-agent.ts'

// The emulators take any token; these only show where one goes.
const emulatorToken = 'local-emulator'

export type SponsorLinks = {
  github?: GithubSponsorsLink
  discord?: DiscordGuildLink & { amount: number }
  sendowl?: SendOwlLink
  /** An address a remote gave (a download link) as the browser must open it. */
  forBrowser(url: string): string
}

const resolve = <Real, Link>(remote: Remote<Real>, real: (r: Real) => Link, emulated: () => Link) =>
  remote.mode === 'real' ? real(remote) : remote.mode === 'emulator' ? emulated() : undefined

/**
 * Where sponsorships and purchases are read: the real services with their credentials, or the local
 * emulators, which the server reaches on loopback while the browser opens their pages at the public address.
 */
export function sponsorLinks(config: Config): SponsorLinks {
  const internal = `http://127.0.0.1:${config.port}${EMULATORS_PREFIX}`
  const { github, discord, sendowl } = config.sponsors
  const userAgent = userAgentFor(config.publicUrl)
  const githubAgent = userAgent('github-sponsors')
  const discordAgent = userAgent('discord')
  const sendowlAgent = userAgent('sendowl')
  return {
    github: resolve(
      github,
      ({ apiUrl, token }) => ({ apiUrl, token, userAgent: githubAgent }),
      () => ({ apiUrl: `${internal}/github/api`, token: emulatorToken, userAgent: githubAgent }),
    ),
    discord: resolve(
      discord.remote,
      ({ apiUrl, botToken, guildId, premiumRoleId }) => ({
        apiUrl,
        botToken,
        guildId,
        premiumRoleId,
        amount: discord.amount,
        userAgent: discordAgent,
      }),
      () => ({
        apiUrl: `${internal}/discord/api/v10`,
        botToken: emulatorToken,
        guildId: emulatedGuild.id,
        premiumRoleId: emulatedGuild.premiumRoleId,
        amount: discord.amount,
        userAgent: discordAgent,
      }),
    ),
    sendowl: resolve(
      sendowl,
      ({ apiUrl, key, secret }) => ({ apiUrl, key, secret, userAgent: sendowlAgent }),
      () => ({
        apiUrl: `${internal}/sendowl`,
        key: emulatorToken,
        secret: emulatorToken,
        userAgent: sendowlAgent,
      }),
    ),
    forBrowser: (url) =>
      url.startsWith(`${internal}/`)
        ? `${config.publicUrl}${EMULATORS_PREFIX}${url.slice(internal.length)}`
        : url,
  }
}
