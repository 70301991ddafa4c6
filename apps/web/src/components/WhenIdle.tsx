import { type ReactNode, Suspense } from 'react'
import { useIdle } from '../lib/use-idle.ts'

/**
 * Its children (lazy chunks the first screen can do without) once the page is up and idle
 * (lib/use-idle.ts); nothing before.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useIdle() ? <Suspense fallback={null}>{children}</Suspense> : null
}
