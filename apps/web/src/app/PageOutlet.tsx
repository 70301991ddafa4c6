import { Suspense, useContext } from 'react'
import { Outlet } from 'react-router'
import { useHydrated } from '../lib/use-hydrated.ts'
import { NeutralMain } from './neutral-main.ts'
import { PageLoading } from './PageLoading.tsx'

function Page() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  )
}

/** While the prerendered shell is hydrated, the loading bar it shows in place of a page; then the page. */
function NeutralUntilHydrated() {
  return useHydrated() ? <Page /> : <PageLoading />
}

/**
 * A layout's page. Where the prerendered HTML holds the page itself (the home page), nothing here may
 * render again before the page's lazy code has hydrated it: React would drop that HTML and draw anew.
 */
export function PageOutlet() {
  return useContext(NeutralMain) ? <NeutralUntilHydrated /> : <Page />
}
