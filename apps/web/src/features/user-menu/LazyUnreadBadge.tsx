import { lazy, Suspense } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

// The badge needs the content store and the notifications fetch: its own chunk, after the first screen.
const UnreadBadge = lazy(() => import('./UnreadBadge.tsx').then((m) => ({ default: m.UnreadBadge })))

export function LazyUnreadBadge() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ) : null
}
