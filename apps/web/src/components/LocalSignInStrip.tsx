import { config } from '../lib/runtime-config.ts'
import { AfterHydration } from './AfterHydration.tsx'

// Plain styles: the strip is on every page and must not weigh on the first screen.
const look = {
  position: 'fixed',
  left: 8,
  bottom: 8,
  zIndex: 1300,
  padding: '2px 8px',
  borderRadius: 4,
  font: '12px/1.5 system-ui, sans-serif',
  // Dark enough for white text to read (WCAG AA, 4.5:1).
  background: '#b35000',
  color: '#fff',
  pointerEvents: 'none',
} as const

/**
 * While the server signs people in through its local emulators, anyone can be anyone: the site says
 * so on every page. Fixed in a corner, it moves nothing else; shown after hydration, it is not part
 * of the prerendered page.
 */
export function LocalSignInStrip({ show = config.localSignIn === true }: { show?: boolean }) {
  if (!show) return null
  return (
    <AfterHydration>
      <div role="note" style={look}>
        Local sign-in: for development only
      </div>
    </AfterHydration>
  )
}
