import { providerLabels } from '@one/contract/auth'
import { z } from 'zod'
import type { Config } from '../config.ts'
import { githubPrimaryEmail } from './github-emails.ts'
import { clientCredentials, type Provider, type ProviderHosts } from './oauth-provider.ts'

const githubProfile = z.object({
  id: z.union([z.number(), z.string()]),
  login: z.string(),
  name: z.string().nullish(),
  avatar_url: z.string().nullish(),
  email: z.string().nullish(),
})

export function githubProvider(config: Config['providers']['github'], hosts: ProviderHosts): Provider {
  const api = hosts.emulated ? `${hosts.server('github', '')}/api` : config.apiUrl
  return {
    id: 'github',
    label: providerLabels.github,
    authorizationUrl: `${hosts.browser('github', config.oauthUrl)}/login/oauth/authorize`,
    tokenUrl: `${hosts.server('github', config.oauthUrl)}/login/oauth/access_token`,
    profileUrl: `${api}/user`,
    ...clientCredentials(hosts, config.credentials),
    scope: 'read:user user:email',
    mode: 'popup',
    readProfile(body) {
      const p = githubProfile.parse(body)
      return {
        providerUserId: String(p.id),
        name: p.name || p.login,
        picture: hosts.publicPicture(p.avatar_url ?? ''),
        handle: p.login,
        emails: p.email ? [p.email] : [],
      }
    },
    privateEmail: (accessToken, call) => githubPrimaryEmail(api, accessToken, call),
  }
}
