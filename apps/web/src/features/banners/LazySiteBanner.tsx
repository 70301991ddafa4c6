import { lazy } from 'react'
import { WhenIdle } from '../../components/WhenIdle.tsx'

// The banner, its rules and the content fetch are one chunk, fetched once the page is up and idle.
const SiteBanner = lazy(() => import('./SiteBanner.tsx').then((m) => ({ default: m.SiteBanner })))

/** Where the banner goes, above the app bar; nothing on the first screen's critical path. */
export function LazySiteBanner() {
  return (
    <WhenIdle>
      <SiteBanner />
    </WhenIdle>
  )
}
