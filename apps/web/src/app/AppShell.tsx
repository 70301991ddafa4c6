import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { QueueSnackbar } from '../features/queue/QueueSnackbar.tsx'
import { AuthQuery } from './AuthQuery.tsx'
import { OneDialogs } from './OneDialogs.tsx'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import { PageLoading } from './PageLoading.tsx'

/** What every page shares whatever its layout: loading and failure states, dialogs, the message queue. */
export function AppShell() {
  const { pathname } = useLocation()
  return (
    <>
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <OneDialogs />
      <AuthQuery />
      <QueueSnackbar />
    </>
  )
}
