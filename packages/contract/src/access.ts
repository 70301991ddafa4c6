/** Access grants the server puts in `access` (spec section 3). */
export const ACCESS_ONE = 'one'
export const ACCESS_ONE_TEAM = 'one/team'

export interface SubscriberSponsorship {
  platform: string
  tierName: string
  isActive: boolean
}

export interface SubscriberFacts {
  /** Unset or empty in development: everyone is then a subscriber. */
  apiBase?: string | null
  user: { isAdmin: boolean; sponsorships: SubscriberSponsorship[] } | null
  access: readonly string[]
}

/** Spec 4 (and decision 12): sponsors count through `access`, which the server fills. */
export function isSubscriber({ apiBase, user, access }: SubscriberFacts): boolean {
  if (!apiBase) return true
  if (user?.isAdmin) return true
  const subscription = user?.sponsorships.find(
    (s) => s.platform === 'stripe' && s.tierName.startsWith('sub_'),
  )
  if (subscription?.isActive) return true
  return access.includes(ACCESS_ONE) || access.includes(ACCESS_ONE_TEAM)
}
