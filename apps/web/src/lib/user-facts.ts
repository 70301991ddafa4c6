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
