import { providerLabels } from '@one/contract/auth'
import { z } from 'zod'
import type { Config } from '../config.ts'
import { clientCredentials, type OpenIdProvider, type ProviderHosts } from './oauth-provider.ts'

// The one shop of the local emulator (packages/emulators/src/oauth/shopify-openid.ts).
const EMULATED_SHOP = '/authentication/60000000001'

// FACTS 14: who signed in is only in the id_token; names need the Customer Account GraphQL API.
const shopifyIdToken = z.object({
  sub: z.string(),
  email: z.string().nullish(),
  email_verified: z.boolean().nullish(),
})

/**
 * Shopify's customer account API: an OpenID provider whose issuer is the shop's authentication URL
 * (with its path), taking the client secret only as HTTP Basic (FACTS 14).
 */
export function shopifyProvider(
  config: Config['providers']['shopify'],
  hosts: ProviderHosts,
): OpenIdProvider {
  const serverBase = hosts.server('shopify', '')
  const browserBase = hosts.browser('shopify', '')
  return {
    id: 'shopify',
    label: providerLabels.shopify,
    issuer: hosts.emulated ? `${serverBase}${EMULATED_SHOP}` : (config.authUrl ?? ''),
    clientAuthentication: 'client_secret_basic',
    // The server discovers the emulator at its own port; the browser reaches it at the public address.
    browserUrl: (url) =>
      hosts.emulated && url.startsWith(serverBase) ? `${browserBase}${url.slice(serverBase.length)}` : url,
    ...clientCredentials(hosts, config.credentials),
    scope: 'openid email customer-account-api:full',
    mode: 'window',
    readIdToken(claims) {
      const p = shopifyIdToken.parse(claims)
      // An address the shop has not verified could be anyone's: it must not open their downloads.
      const email = p.email && p.email_verified === true ? p.email : undefined
      const handle = email?.split('@')[0] ?? p.sub
      return { providerUserId: p.sub, name: handle, picture: '', handle, emails: email ? [email] : [] }
    },
  }
}
