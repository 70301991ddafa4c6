import { lazy, Suspense, useEffect } from 'react'
import { useAuth } from '../stores/auth-store.ts'
import { closeLoginDialog, useLoginDialog } from '../stores/login-dialog-store.ts'

const LoginDialog = lazy(() =>
  import('../components/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
)

/** The login dialog asked for by a message; it closes once someone is signed in. */
export function SignInDialog() {
  const open = useLoginDialog((s) => s.open)
  const signedIn = useAuth((s) => s.user !== null)
  useEffect(() => {
    if (signedIn) closeLoginDialog()
  }, [signedIn])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LoginDialog open onClose={closeLoginDialog} />
    </Suspense>
  )
}
