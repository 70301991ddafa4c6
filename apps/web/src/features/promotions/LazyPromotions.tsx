import { lazy, Suspense } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

const FooterPromotion = lazy(() =>
  import('./FooterPromotion.tsx').then((m) => ({ default: m.FooterPromotion })),
)
const SpotCard = lazy(() => import('./SpotCard.tsx').then((m) => ({ default: m.SpotCard })))

/** A promotion bar where the footer has room, fetched once the page is interactive. */
export function LazyFooterPromotion() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <FooterPromotion />
    </Suspense>
  ) : null
}

/** The site's spot where a drawer has room, fetched once the page is interactive. */
export function LazySpot() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <SpotCard />
    </Suspense>
  ) : null
}
