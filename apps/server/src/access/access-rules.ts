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
  /** The provider accounts linked to the user; `providerUserId` is the provider's own, stable id. */
  identities: readonly { provider: ProviderId; providerUserId: string }[]
  /** ONE_ADMINS: `provider:account id`. Never handles: those can be renamed and then taken by others. */
  admins: ReadonlySet<string>
}

/** Admins today; subscriptions, teams and sponsorships join as their areas land. */
export function accessOf({ isAdmin, identities, admins }: AccessSources): Access {
  const listedAdmin = identities.some((i) => admins.has(`${i.provider}:${i.providerUserId}`))
  return { isAdmin: isAdmin || listedAdmin, access: [], sponsorships: [], team: null }
}
