import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated.ts'

/**
 * Its children once the prerendered page is hydrated; nothing while it hydrates (a boundary that
 * suspends, or an element, where the prerendered HTML has none is a mismatch). Mount it only when there
 * is something to show: mounted during hydration, it is drawn again at the end of it, in the task that
 * ends hydration (docs/decisions/0017).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
