import { lazy, Suspense } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

// The banner, its rules and the content fetch are one chunk, fetched once the page is interactive.
const SiteBanner = lazy(() => import('./SiteBanner.tsx').then((m) => ({ default: m.SiteBanner })))

/** The site's banner; nothing on the first screen's critical path, and nothing in the page's flow. */
export function LazySiteBanner() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <SiteBanner />
    </Suspense>
  ) : null
}
