import { type ReactNode, Suspense, startTransition, useContext, useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { useHydrated } from '../lib/use-hydrated.ts'
import { NeutralMain } from './neutral-main.ts'
import { PageLoading } from './PageLoading.tsx'
import { PagePreview } from './PagePreview.tsx'

function Page({ fallback = <PageLoading /> }: { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Outlet />
    </Suspense>
  )
}

/**
 * The prerendered shell's main area: a loading bar over whatever the server previewed there, kept on
 * screen while the page's code arrives, so the page replaces its preview in one step.
 */
function ShellMain() {
  return (
    <>
      <PageLoading />
      <PagePreview />
    </>
  )
}

function NeutralUntilHydrated() {
  const hydrated = useHydrated()
  const [pageShown, showPage] = useState(hydrated)
  // After hydration the page is drawn in a transition, in slices that yield to the browser, not in the
  // one long task of the re-render the end of hydration forces (total blocking time, docs/decisions/0017).
  useEffect(() => {
    if (!pageShown) startTransition(() => showPage(true))
  }, [pageShown])
  return pageShown ? <Page fallback={<ShellMain />} /> : <ShellMain />
}

/**
 * A layout's page. Where the prerendered HTML holds the page itself (the home page), nothing here may
 * render again before the page's lazy code has hydrated it: React would drop that HTML and draw anew.
 */
export function PageOutlet() {
  return useContext(NeutralMain) ? <NeutralUntilHydrated /> : <Page />
}
