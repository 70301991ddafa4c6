import type { ProviderId, Sponsorship, Team } from '@one/contract/auth'

/** What a user may do and what they hold, computed from every source the product knows. */
export type Access = {
  isAdmin: boolean
  /** Entitlements such as one, one/team (spec section 3). */
  access: string[]
  sponsorships: Sponsorship[]
  team: Team | null
}

export type AccessSources = {
  /** Set on the user record by hand. */
  isAdmin: boolean
  identities: readonly { provider: ProviderId; handle: string }[]
  /** ONE_ADMINS: `provider:handle`, lower case. */
  admins: ReadonlySet<string>
}

/** Admins today; subscriptions, teams and sponsorships join as their areas land. */
export function accessOf({ isAdmin, identities, admins }: AccessSources): Access {
  const listedAdmin = identities.some((i) => admins.has(`${i.provider}:${i.handle.toLowerCase()}`))
  return { isAdmin: isAdmin || listedAdmin, access: [], sponsorships: [], team: null }
}
