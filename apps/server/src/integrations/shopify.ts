import { providerLabels } from '@one/contract/auth'
import { z } from 'zod'
import type { Config } from '../config.ts'
import { clientCredentials, type Provider, type ProviderHosts } from './oauth-provider.ts'

const shopifyProfile = z.object({
  sub: z.string(),
  email: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
})

export function shopifyProvider(config: Config['providers']['shopify'], hosts: ProviderHosts): Provider {
  const real = config.authUrl ?? ''
  const browser = hosts.emulated ? `${hosts.browser('shopify', '')}/authentication` : real
  const server = hosts.emulated ? `${hosts.server('shopify', '')}/authentication` : real
  return {
    id: 'shopify',
    label: providerLabels.shopify,
    authorizationUrl: `${browser}/oauth/authorize`,
    tokenUrl: `${server}/oauth/token`,
    profileUrl: `${server}/userinfo`,
    ...clientCredentials(hosts, config.credentials),
    scope: 'openid email customer-account-api:full',
    mode: 'window',
    readProfile(body) {
      const p = shopifyProfile.parse(body)
      const name = [p.given_name, p.family_name].filter(Boolean).join(' ')
      const handle = p.email?.split('@')[0] ?? p.sub
      return {
        providerUserId: p.sub,
        name: name || handle,
        picture: '',
        handle,
        emails: p.email ? [p.email] : [],
      }
    },
  }
}
