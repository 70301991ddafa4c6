import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'
import { apiError } from './errors.ts'

export const providerIds = ['github', 'discord', 'shopify'] as const
export const providerId = z.enum(providerIds)
export type ProviderId = z.infer<typeof providerId>

/** How each provider is named to people, on both sides of the wire. */
export const providerLabels: Record<ProviderId, string> = {
  github: 'GitHub',
  discord: 'Discord',
  shopify: 'Shopify',
}

/** Readable by the app: "a session may exist", so verify is skipped without it (FACTS 3.1). */
export const SESSION_MARKER_COOKIE = 'sx'

/** An account at an identity provider linked to the user (FACTS 3.2). */
export const identity = z.object({
  id: z.string(),
  provider: providerId,
  userId: z.string(),
  userHandle: z.string(),
  emails: z.array(z.string()),
  primary: z.boolean(),
})
export type Identity = z.infer<typeof identity>

export const sponsorship = z.object({
  id: z.string(),
  platform: z.enum(['stripe', 'github', 'discord']),
  interval: z.enum(['month', 'year', 'once']),
  target: z.string(),
  /** Subscription ids start with sub_. */
  tierName: z.string(),
  /** In cents. */
  amount: z.number().check(z.int()),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type Sponsorship = z.infer<typeof sponsorship>

export const teamMember = z.object({ id: z.string(), name: z.string(), picture: z.string() })

export const team = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  inviteCode: z.optional(z.string()),
  members: z.array(teamMember),
})
export type Team = z.infer<typeof team>

export const user = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string(),
  isAdmin: z.boolean(),
  /** The synced settings as stored; the app migrates older versions like local ones. */
  settings: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  identities: z.array(identity),
  sponsorships: z.array(sponsorship),
  team: z.nullable(team),
})
export type User = z.infer<typeof user>

/** GET /auth/verify: 200 with a user, or 401 with user null. */
export const verifyResponse = z.object({ user: z.nullable(user), access: z.array(z.string()) })
export type VerifyResponse = z.infer<typeof verifyResponse>

/** What the sign-in popup posts to its opener (FACTS 3.3). */
export const authResponseMessage = z.object({
  type: z.literal('auth-response'),
  status: z.enum(['success', 'error']),
  body: z.optional(verifyResponse),
  message: z.optional(z.string()),
  /** Why it failed, one of the sign-in error codes (sign-in-errors.ts); the app knows their texts. */
  code: z.optional(z.string()),
})
export type AuthResponseMessage = z.infer<typeof authResponseMessage>

export const authRequestMessage = { type: 'auth-request' } as const

export const providerParams = z.object({
  provider: z.enum(providerIds, { error: 'must be github, discord or shopify' }),
})

/** GET /auth/verify without a session: 401 with no user, as an error. */
export const notSignedIn = z.extend(verifyResponse, apiError.shape)

export const authEndpoints = endpoints('auth', {
  redirect: {
    method: 'GET',
    path: '/auth/:provider/redirect',
    summary: 'Start signing in (popup), or connect another provider while signed in',
    params: providerParams,
    query: z.object({ next: z.optional(z.string().check(z.maxLength(2048))) }),
    status: 302,
  },
  callback: {
    method: 'GET',
    path: '/auth/:provider/callback',
    summary: "The provider's answer: signs in and tells the opener (popup) or goes back (window)",
    params: providerParams,
  },
  verify: {
    method: 'GET',
    path: '/auth/verify',
    summary: 'Who is signed in, and what they have access to',
    response: verifyResponse,
  },
  logout: { method: 'POST', path: '/auth/logout', summary: 'Sign out of this browser', status: 204 },
  logoutEverywhere: {
    method: 'POST',
    path: '/auth/logout-everywhere',
    summary: 'Sign out of every browser: ends all of your sessions',
    status: 204,
  },
  providerLogout: {
    method: 'POST',
    path: '/auth/:provider/logout',
    summary: 'Disconnect one provider; the last one signs out',
    params: providerParams,
    status: 204,
  },
})
