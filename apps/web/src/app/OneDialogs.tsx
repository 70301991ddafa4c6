import type { User } from '@one/contract/auth'
import { isDialogId } from '@one/contract/dialogs'
import { lazy, Suspense } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { isDashboardPath, legacyTabOf } from '../features/dashboard/dashboard-tabs.ts'
import { useAuth } from '../stores/auth-store.ts'
import { dialogs, type RegisteredDialog } from './dialogs.ts'

const LoginDialog = lazy(() =>
  import('../components/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
)

/** The dialog to show for a registration, given who is signed in; null shows none. */
function dialogFor({ Dialog, guests }: RegisteredDialog, user: User | null, ready: boolean) {
  if (user || !guests) return Dialog
  // Until the first verify answers, "no user" may still become one: ask nobody to sign in yet.
  return guests === 'ask-to-sign-in' && ready ? LoginDialog : null
}

/**
 * Dialogs opened by the `one` query parameter (spec section 2): each is its own chunk, and closing
 * one removes the parameter, keeping the rest of the query. An id nobody registered opens nothing.
 * On the dashboard the values that became its tabs open the tab instead (docs/decisions/0020), no dialog.
 */
export function OneDialogs() {
  const [params, setParams] = useSearchParams()
  const { pathname } = useLocation()
  const one = params.get('one') ?? ''
  const asTab = isDashboardPath(pathname) && legacyTabOf(one) !== undefined
  const registered = isDialogId(one) && !asTab ? dialogs.get(one) : undefined
  // Without a dialog asked for, the first verify's answer draws nothing here again.
  const user = useAuth((s) => (registered ? s.user : null))
  const ready = useAuth((s) => !registered || s.ready)
  const Dialog = registered && dialogFor(registered, user, ready)
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.delete('one')
      return next
    })
  return <Suspense fallback={null}>{Dialog && <Dialog open onClose={close} />}</Suspense>
}
