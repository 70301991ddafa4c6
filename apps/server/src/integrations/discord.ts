import { providerLabels } from '@one/contract/auth'
import { z } from 'zod'
import type { Config } from '../config.ts'
import { clientCredentials, type Provider, type ProviderHosts } from './oauth-provider.ts'

const discordProfile = z.object({
  id: z.string(),
  username: z.string(),
  global_name: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
})

export function discordProvider(config: Config['providers']['discord'], hosts: ProviderHosts): Provider {
  const server = hosts.server('discord', config.url)
  return {
    id: 'discord',
    label: providerLabels.discord,
    authorizationUrl: `${hosts.browser('discord', config.url)}/oauth2/authorize`,
    // Every API path is versioned (FACTS 14); the authorize page is the site's, not the API's.
    tokenUrl: `${server}/api/v10/oauth2/token`,
    profileUrl: `${server}/api/v10/users/@me`,
    ...clientCredentials(hosts, config.credentials),
    scope: 'identify email',
    mode: 'popup',
    readProfile(body) {
      const p = discordProfile.parse(body)
      return {
        providerUserId: p.id,
        name: p.global_name || p.username,
        picture: p.avatar ? `https://cdn.discordapp.com/avatars/${p.id}/${p.avatar}.png` : '',
        handle: p.username,
        emails: p.email ? [p.email] : [],
      }
    },
  }
}
