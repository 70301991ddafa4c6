import { useEffect, useRef } from 'react'
import { useAuth } from '../../stores/auth-store.ts'
import { closeLoginDialog, openLoginDialog } from '../../stores/login-dialog-store.ts'

/**
 * A guest who opens the dashboard gets the sign-in dialog over it (docs/decisions/0020); signed in, they are
 * still on the address, so on the tab they asked for. A user who signs out here is not asked again:
 * logout takes them home, and a session ended elsewhere says so itself.
 */
export function useGuestSignIn() {
  const user = useAuth((s) => s.user)
  const ready = useAuth((s) => s.ready)
  const seenUser = useRef(false)
  const asked = useRef(false)
  useEffect(() => {
    if (user) seenUser.current = true
    else if (ready && !seenUser.current && !asked.current) {
      asked.current = true
      openLoginDialog()
    }
  }, [user, ready])
  // Leaving the dashboard as a guest (Back) leaves its dialog behind too.
  useEffect(
    () => () => {
      if (asked.current && !useAuth.getState().user) closeLoginDialog()
    },
    [],
  )
}
