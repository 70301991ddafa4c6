import { lazy, type ReactNode, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { useAuth } from '../features/auth/auth-store.ts'

const SettingsDialog = lazy(() =>
  import('../features/settings/SettingsDialog.tsx').then((m) => ({ default: m.SettingsDialog })),
)
const LoginDialog = lazy(() =>
  import('../features/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
)
const BinsDialog = lazy(() =>
  import('../features/bins/BinsDialog.tsx').then((m) => ({ default: m.BinsDialog })),
)
const ComingDialog = lazy(() => import('./ComingDialog.tsx').then((m) => ({ default: m.ComingDialog })))

// Dialogs of later issues open with their title for now.
const coming: Record<string, { title: string; signedIn: boolean }> = {
  notifications: { title: 'Notifications', signedIn: false },
  sponsorships: { title: 'Sponsorships', signedIn: false },
  subscribe: { title: 'Subscriptions', signedIn: true },
  status: { title: 'Subscriptions', signedIn: true },
  downloads: { title: 'Downloads', signedIn: true },
  'api-key': { title: 'API Key', signedIn: true },
}

/**
 * Dialogs opened by the `one` query parameter (spec section 2): each is its own chunk, and closing
 * one removes the parameter, keeping the rest of the query. `one=subscribe` with nobody signed in
 * asks for a sign-in first; once a user appears the subscription dialog takes its place. `one=bins`
 * ("My bins") does the same.
 */
export function OneDialogs() {
  const [params, setParams] = useSearchParams()
  const user = useAuth((s) => s.user)
  const ready = useAuth((s) => s.ready)
  const one = params.get('one') ?? ''
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.delete('one')
      return next
    })

  let dialog: ReactNode = null
  if (one === 'settings') dialog = <SettingsDialog open onClose={close} />
  else if (one === 'subscribe' && ready && !user) dialog = <LoginDialog open onClose={close} />
  else if (one === 'bins') {
    // A guest is asked to sign in first; the list takes the login's place once a user appears.
    if (user) dialog = <BinsDialog open onClose={close} />
    else if (ready) dialog = <LoginDialog open onClose={close} />
  } else if (coming[one] && (!coming[one].signedIn || user)) {
    dialog = <ComingDialog open onClose={close} title={coming[one].title} />
  }
  return <Suspense fallback={null}>{dialog}</Suspense>
}
