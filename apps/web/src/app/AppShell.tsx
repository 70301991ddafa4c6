import { Outlet } from 'react-router'
import { QueueSnackbar } from '../features/queue/QueueSnackbar.tsx'

/** What every page shares whatever its layout: the message queue. */
export function AppShell() {
  return (
    <>
      <Outlet />
      <QueueSnackbar />
    </>
  )
}
