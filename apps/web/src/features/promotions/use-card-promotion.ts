import { useEffect, useState } from 'react'
import { type PromotionCard, promotionForCard } from '../../lib/content/promotion-rules.ts'
import { useContent } from '../../stores/content-store.ts'
import { useAdsMode } from './use-ads-mode.ts'

/**
 * FACTS 7.4: the promotion a card shows (`slug`, else a random pick kept for the page's life) and
 * whether the list has come; the list is fetched by the first card that may show something.
 */
export function useCardPromotion(card: PromotionCard, slug?: string) {
  const promotions = useContent((s) => s.lists.promotions)
  const mode = useAdsMode()
  const [random] = useState(Math.random)
  const hidden = mode === 'none' || (card === 'highlight' && mode !== 'all')
  useEffect(() => {
    if (!hidden) void useContent.getState().load('promotions')
  }, [hidden])
  return {
    hidden,
    loaded: promotions !== undefined,
    promotion: promotionForCard(promotions ?? [], mode, card, random, slug),
  }
}
