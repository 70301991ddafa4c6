import type { Promotion, Spot } from '@one/contract/content'
import { fitsSite } from './banner-rules.ts'

/** Which promotions someone sees (spec section 6, FACTS 7.4): all, our own only, or none. */
export type AdsMode = 'all' | 'house' | 'none'

/**
 * Guests and signed-in users with ads on see every promotion. A signed-in user who turned ads off
 * (a subscriber's option) sees none, or only our own ("house ads only") when they chose that.
 */
export function adsMode(signedIn: boolean, ads: { enabled: boolean; house: boolean }): AdsMode {
  if (!signedIn || ads.enabled) return 'all'
  return ads.house ? 'house' : 'none'
}

/** The active promotions a visitor may be shown: house ads are the discoverable ones that are not sponsored. */
export function promotionPool(promotions: readonly Promotion[], mode: AdsMode): Promotion[] {
  if (mode === 'none') return []
  return promotions.filter(
    (p) => p.metadata.active && (mode === 'all' || (p.metadata.discoverable && !p.metadata.advertisement)),
  )
}

/** A uniform pick; `random` in [0, 1). */
export function pickPromotion(pool: readonly Promotion[], random: number): Promotion | undefined {
  return pool[Math.floor(random * pool.length)]
}

/** FACTS 7.5: the first active spot that fits this site. Spots are ads too: none when ads are off. */
export function spotToShow(
  spots: readonly Spot[],
  siteIds: readonly string[],
  mode: AdsMode,
  dev = false,
): Spot | undefined {
  if (mode !== 'all') return undefined
  return spots.find((spot) => spot.metadata.active && fitsSite(spot.metadata.site, siteIds, dev))
}
