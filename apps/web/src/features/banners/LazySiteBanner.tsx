import { lazy, Suspense } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

// The banner, its rules and the content fetch are one chunk, fetched once the page is interactive.
const SiteBanner = lazy(() => import('./SiteBanner.tsx').then((m) => ({ default: m.SiteBanner })))

/** Where the banner goes, above the app bar; nothing on the first screen's critical path. */
export function LazySiteBanner() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <SiteBanner />
    </Suspense>
  ) : null
}
