import type { FastifyInstance } from 'fastify'
import { avatarPath, avatarRoutes } from './avatar-routes.ts'
import type { ClientAuthenticationMethod } from './client-authentication.ts'
import { type EmulatedUser, stableDigits } from './identity.ts'
import { type IdTokenGrant, shopIssuerPath, shopOpenIdRoutes } from './shopify-openid.ts'

/** One sign-in provider as the emulator imitates it: its name, its paths and its profile document. */
export type ProviderDescription = {
  key: 'github' | 'discord' | 'shopify'
  /** As the provider calls itself, shown on the sign-in page. */
  name: string
  colour: string
  /** Relative to where the emulator is mounted, as on the real service's host. */
  paths: { authorize: string; token: string; profile?: string }
  /** How the token endpoint lets a client authenticate (RFC 6749 section 2.3.1); both unless given. */
  clientAuthentication?: readonly ClientAuthenticationMethod[]
  tokenType: 'bearer' | 'Bearer'
  /** The schemes of an Authorization header the profile takes a token in, lower case. */
  tokenSchemes: readonly string[]
  /**
   * GitHub's own habits: the authorize and token endpoints imply the code flow (no response_type or
   * grant_type needed), and the token endpoint answers form-encoded unless JSON is asked for.
   */
  githubStyle?: boolean
  /** The profile the provider returns for a user; `baseUrl` is the emulator's own absolute URL. */
  profile?(user: EmulatedUser, baseUrl: string): Record<string, unknown>
  /** Routes beyond the OAuth ones, such as the avatars a profile links to. */
  routes?(app: FastifyInstance): void
  /**
   * An OpenID provider: mounts its discovery and keys, and gives the signer of the id_token that a
   * token answer for the `openid` scope carries.
   */
  openid?(app: FastifyInstance, now: () => number): (grant: IdTokenGrant) => string
}

/** A provider that tells who signed in at a profile endpoint, read with the access token. */
export type ProfileProviderDescription = ProviderDescription & {
  paths: { profile: string }
  profile: NonNullable<ProviderDescription['profile']>
}

export const github: ProfileProviderDescription = {
  key: 'github',
  name: 'GitHub',
  colour: '#2a2a2a',
  paths: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token', profile: '/api/user' },
  tokenType: 'bearer',
  // GitHub takes its own `token` scheme besides Bearer; @octokit/core sends `token`.
  tokenSchemes: ['bearer', 'token'],
  githubStyle: true,
  profile: (user, baseUrl) => ({
    // GitHub ids are 32-bit integers; a smaller range also keeps them exact in every JSON parser.
    id: Number(user.seed % 2_147_483_646n) + 1,
    login: user.username,
    name: user.username,
    avatar_url: `${baseUrl}${avatarPath(user.username)}`,
    email: user.email,
  }),
  routes: avatarRoutes,
}

export const discord: ProfileProviderDescription = {
  key: 'discord',
  name: 'Discord',
  colour: '#5865F2',
  paths: { authorize: '/oauth2/authorize', token: '/api/oauth2/token', profile: '/api/users/@me' },
  tokenType: 'Bearer',
  tokenSchemes: ['bearer'],
  profile: (user) => ({
    id: stableDigits(user, 18),
    username: user.username,
    global_name: user.username,
    avatar: null,
    email: user.email,
    verified: true,
  }),
}

// FACTS 14: the identity is only in the id_token; there is no userinfo endpoint to read it from.
export const shopify: ProviderDescription = {
  key: 'shopify',
  name: 'Shopify',
  colour: '#5b8a3c',
  paths: {
    authorize: `${shopIssuerPath}/oauth/authorize`,
    token: `${shopIssuerPath}/oauth/token`,
  },
  clientAuthentication: ['client_secret_basic'],
  tokenType: 'bearer',
  tokenSchemes: ['bearer'],
  openid: shopOpenIdRoutes,
}

export const providers = [github, discord, shopify] as const
