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

/** House ads: our own promotions, the discoverable ones that are not sponsored. */
const isHouseAd = (p: Promotion) => p.metadata.discoverable && !p.metadata.advertisement

/** Whether the ads rule lets this visitor see this promotion at all, active or not. */
const allowed = (p: Promotion, mode: AdsMode) => mode === 'all' || (mode === 'house' && isHouseAd(p))

/** The active promotions a visitor may be shown. */
export function promotionPool(promotions: readonly Promotion[], mode: AdsMode): Promotion[] {
  return promotions.filter((p) => p.metadata.active && allowed(p, mode))
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

/** The cards a promotion can appear in (FACTS 7.4). */
export type PromotionCard = 'highlight' | 'ad'

/**
 * Which promotions a card may show: the highlight card is hidden from a signed-in user with ads off;
 * the "ads via" card then shows our own (house ads) when they kept those, else nothing.
 */
export function cardPool(promotions: readonly Promotion[], mode: AdsMode, card: PromotionCard): Promotion[] {
  if (card === 'highlight' && mode !== 'all') return []
  return promotionPool(promotions, mode)
}

/**
 * FACTS 7.4: a card given a slug shows exactly that promotion, even if inactive (still only to those
 * the ads rule lets see promotions); without one, a uniform pick from its pool.
 */
export function promotionForCard(
  promotions: readonly Promotion[],
  mode: AdsMode,
  card: PromotionCard,
  random: number,
  slug?: string,
): Promotion | undefined {
  if (card === 'highlight' && mode !== 'all') return undefined
  if (slug) return promotions.find((p) => p.slug === slug && allowed(p, mode))
  return pickPromotion(cardPool(promotions, mode, card), random)
}
