import type { Sponsorship, User } from '@one/contract/auth'

/** FACTS 4.1: the stripe subscription, active or not. */
export function billingSubscription(user: User | null): Sponsorship | undefined {
  return user?.sponsorships.find((s) => s.platform === 'stripe' && s.tierName.startsWith('sub_'))
}

export function hasBilling(user: User | null): boolean {
  return Boolean(billingSubscription(user)?.tierName)
}

/** FACTS 4.1: the first active sponsorship on that platform. */
export function activeSponsorship(
  user: User | null,
  platform: 'github' | 'discord',
): Sponsorship | undefined {
  return user?.sponsorships.find((s) => s.platform === platform && s.isActive)
}

/** FACTS 4.1: a linked Shopify identity gates Downloads. */
export function hasShopify(user: User | null): boolean {
  return user?.identities.some((i) => i.provider === 'shopify') ?? false
}

/** FACTS 4.6: a team plus access to one/team or snips/team. */
export function hasTeamAccess(user: User | null, access: readonly string[]): boolean {
  return Boolean(user?.team) && (access.includes('one/team') || access.includes('snips/team'))
}

/** FACTS 4.1 `one`: the first active sponsorship holding a subscription (`sub_`), on any platform. */
export function oneSponsorship(user: User | null): Sponsorship | undefined {
  return user?.sponsorships.find((s) => s.isActive && s.tierName.startsWith('sub_'))
}

/** FACTS 4.6 and decision 9: the user owns their own team; no user, no team or no owner is false. */
export function isTeamOwner(user: User | null): boolean {
  const owner = user?.team?.owner?.id
  return owner !== undefined && owner === user?.id
}
