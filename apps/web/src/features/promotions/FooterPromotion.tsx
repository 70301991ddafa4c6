import { lazy, useEffect, useState } from 'react'
import { pickPromotion, promotionPool } from '../../lib/content/promotion-rules.ts'
import { useContent } from '../../stores/content-store.ts'
import { useAdsMode } from './use-ads-mode.ts'

// The bar's MUI parts are fetched only when there is a promotion to draw: every page fetches this
// picker when it falls idle, before anyone acts, and it counts in the bytes budget (docs/decisions/0021).
const FooterPromotionBar = lazy(() =>
  import('./FooterPromotionBar.tsx').then((m) => ({ default: m.FooterPromotionBar })),
)

/** FACTS 7.4: a 40 px bar in the footer for one promotion, linking to it in a new tab. */
export function FooterPromotion() {
  const promotions = useContent((s) => s.lists.promotions)
  const mode = useAdsMode()
  const [random] = useState(Math.random)
  useEffect(() => {
    if (mode !== 'none') void useContent.getState().load('promotions')
  }, [mode])
  const promotion = pickPromotion(promotionPool(promotions ?? [], mode), random)
  return promotion ? <FooterPromotionBar promotion={promotion} /> : null
}
