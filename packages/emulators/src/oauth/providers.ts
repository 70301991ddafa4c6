import type { FastifyInstance } from 'fastify'
import { avatarRoutes } from './avatar-routes.ts'
import type { ClientAuthenticationMethod } from './client-authentication.ts'
import { discordUser } from './discord-user.ts'
import { githubEmails, githubUser } from './github-user.ts'
import type { EmulatedUser } from './identity.ts'
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
  profile?(user: EmulatedUser, baseUrl: string, scope: string): Record<string, unknown>
  /**
   * More of the token holder's documents, by path, each answered to the token as the profile is; a
   * document is given only to a token with one of its scopes.
   */
  userDocuments?: Record<string, { scopes: readonly string[]; answer(user: EmulatedUser): unknown }>
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
  profile: githubUser,
  // "Requires user:email scope" (GitHub's REST reference); `user` includes it.
  userDocuments: { '/api/user/emails': { scopes: ['user:email', 'user'], answer: githubEmails } },
  routes: avatarRoutes,
}

export const discord: ProfileProviderDescription = {
  key: 'discord',
  name: 'Discord',
  colour: '#5865F2',
  // Every API path is under its version (FACTS 14); the authorize page is the site's, not the API's.
  paths: { authorize: '/oauth2/authorize', token: '/api/v10/oauth2/token', profile: '/api/v10/users/@me' },
  tokenType: 'Bearer',
  tokenSchemes: ['bearer'],
  profile: (user, _baseUrl, scope) => discordUser(user, scope),
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
