import { lazy, Suspense, useState } from 'react'
import { Outlet, useLocation, useSearchParams } from 'react-router'
import { AfterHydration } from '../components/AfterHydration.tsx'
import { SESSION_ID } from '../features/subscription/checkout-return.ts'
import { useSnackbars } from '../stores/snackbar-store.ts'
import { AuthQuery } from './AuthQuery.tsx'
import { OneDialogs } from './OneDialogs.tsx'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import { PageLoading } from './PageLoading.tsx'
import { SignInDialog } from './SignInDialog.tsx'
import { TeamQuery } from './TeamQuery.tsx'
import { useSessionRefresh } from './use-session-refresh.ts'

// A checkout's return is handled by code fetched only when one comes back (`?session_id=`).
const CheckoutReturn = lazy(() =>
  import('../features/subscription/CheckoutReturn.tsx').then((m) => ({ default: m.CheckoutReturn })),
)

function LazyCheckoutReturn() {
  const [params] = useSearchParams()
  return params.has(SESSION_ID) ? (
    <AfterHydration>
      <Suspense fallback={null}>
        <CheckoutReturn />
      </Suspense>
    </AfterHydration>
  ) : null
}

// Snackbars are fetched with the first message: most visits never show one.
const Snackbars = lazy(() => import('../components/Snackbars.tsx').then((m) => ({ default: m.Snackbars })))

function LazySnackbars() {
  const waiting = useSnackbars((s) => s.messages.length > 0)
  const [shown, setShown] = useState(waiting)
  if (waiting && !shown) setShown(true)
  return shown ? (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  ) : null
}

/** What every page shares whatever its layout: loading and failure states, dialogs, the snackbars. */
export function AppShell() {
  const { pathname } = useLocation()
  useSessionRefresh()
  return (
    <>
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <OneDialogs />
      <AuthQuery />
      <LazyCheckoutReturn />
      <TeamQuery />
      <SignInDialog />
      <LazySnackbars />
    </>
  )
}
