import { lazy } from 'react'
import { WhenIdle } from '../../components/WhenIdle.tsx'

// The badge needs the content store and the notifications fetch: its own chunk, after the first screen.
const UnreadBadge = lazy(() => import('./UnreadBadge.tsx').then((m) => ({ default: m.UnreadBadge })))

export function LazyUnreadBadge() {
  return (
    <WhenIdle>
      <UnreadBadge />
    </WhenIdle>
  )
}
