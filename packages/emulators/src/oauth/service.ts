import type { EmulatedService } from '../shared/service.ts'
import { oauthEmulator } from './oauth-emulator.ts'
import { discord, github, type ProfileProviderDescription, providers } from './providers.ts'
import { shopIssuerPath } from './shopify-openid.ts'

export type ProviderKey = (typeof providers)[number]['key']

type ProfileUrls = { authorize: string; token: string; profile: string }

/** Shopify is an OpenID provider: a client starts from its issuer and reads the rest from discovery. */
type ShopUrls = {
  issuer: string
  discovery: string
  authorize: string
  token: string
  jwks: string
  /** `POST {spoil}`: the next id_token is wrong in that way, for the client's checks. */
  idTokenControl: string
  /** `POST {status?, delayMs?}`: discovery and the JWKS fail or stall (shared/fault.ts). */
  fault: string
}

export type OAuthUrls = { github: ProfileUrls; discord: ProfileUrls; shopify: ShopUrls }

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
    const profileUrls = ({ key, paths }: ProfileProviderDescription): ProfileUrls => {
      return {
        authorize: `${base}/${key}${paths.authorize}`,
        token: `${base}/${key}${paths.token}`,
        profile: `${base}/${key}${paths.profile}`,
      }
    }
    const issuer = `${base}/shopify${shopIssuerPath}`
    return {
      github: profileUrls(github),
      discord: profileUrls(discord),
      shopify: {
        issuer,
        discovery: `${issuer}/.well-known/openid-configuration`,
        authorize: `${issuer}/oauth/authorize`,
        token: `${issuer}/oauth/token`,
        jwks: `${issuer}/.well-known/jwks.json`,
        idTokenControl: `${base}/shopify/_control/id-token`,
        fault: `${base}/shopify/_control/fault`,
      },
    }
  },
}
