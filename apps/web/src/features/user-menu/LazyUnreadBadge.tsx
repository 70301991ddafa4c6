import { lazy, Suspense } from 'react'
import { useIdle } from '../../lib/use-idle.ts'

// The badge needs the content store and the notifications fetch: its own chunk, after the first screen.
const UnreadBadge = lazy(() => import('./UnreadBadge.tsx').then((m) => ({ default: m.UnreadBadge })))

export function LazyUnreadBadge() {
  const idle = useIdle()
  return idle ? (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ) : null
}
