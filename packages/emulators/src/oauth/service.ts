import type { EmulatedService } from '../shared/service.ts'
import { oauthEmulator } from './oauth-emulator.ts'
import { providers } from './providers.ts'

export type ProviderKey = (typeof providers)[number]['key']

export type OAuthUrls = Record<ProviderKey, { authorize: string; token: string; profile: string }>

/**
 * The sign-in emulators, each in its own encapsulated context: GitHub under /github, Discord under
 * /discord and Shopify under /shopify.
 */
export const oauthService: EmulatedService<OAuthUrls> = {
  plugin: async (app, { now, capacity, clients }) => {
    for (const provider of providers) {
      await app.register(oauthEmulator(provider), { prefix: `/${provider.key}`, now, capacity, clients })
    }
  },
  urls(base) {
    const urls: Partial<OAuthUrls> = {}
    for (const { key, paths } of providers) {
      const root = `${base}/${key}`
      urls[key] = {
        authorize: `${root}${paths.authorize}`,
        token: `${root}${paths.token}`,
        profile: `${root}${paths.profile}`,
      }
    }
    return urls as OAuthUrls
  },
}
