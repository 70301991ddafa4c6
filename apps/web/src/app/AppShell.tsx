import { lazy, Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useQueue } from '../features/queue/queue-store.ts'
import { AuthQuery } from './AuthQuery.tsx'
import { OneDialogs } from './OneDialogs.tsx'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import { PageLoading } from './PageLoading.tsx'

// Snackbars are fetched with the first message: most visits never show one.
const QueueSnackbar = lazy(() =>
  import('../features/queue/QueueSnackbar.tsx').then((m) => ({ default: m.QueueSnackbar })),
)

function MessageQueue() {
  const waiting = useQueue((s) => s.messages.length > 0)
  const [shown, setShown] = useState(waiting)
  if (waiting && !shown) setShown(true)
  return shown ? (
    <Suspense fallback={null}>
      <QueueSnackbar />
    </Suspense>
  ) : null
}

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
      <MessageQueue />
    </>
  )
}
