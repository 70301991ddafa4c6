import { lazy } from 'react'
import { WhenIdle } from '../../components/WhenIdle.tsx'

// Apart from the dashboard's promotion cards (LazyPromotions.tsx), which every first screen would carry.
const FooterPromotion = lazy(() =>
  import('./FooterPromotion.tsx').then((m) => ({ default: m.FooterPromotion })),
)

/** A promotion bar where the footer has room, fetched once the page is interactive and idle. */
export function LazyFooterPromotion() {
  return (
    <WhenIdle>
      <FooterPromotion />
    </WhenIdle>
  )
}
