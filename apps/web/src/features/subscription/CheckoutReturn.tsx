import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { useAuth } from '../../stores/auth-store.ts'
import { openLoginDialog } from '../../stores/login-dialog-store.ts'
import { reportError } from '../../stores/report-error.ts'
import { addressAfterCheckout, SESSION_ID } from './checkout-return.ts'
import { membershipErrors } from './membership-errors.ts'

/**
 * A checkout came back (`?session_id=`, on any page): activates it, then takes the parameter out of
 * the address (replacing the entry, so Back does not activate again) and shows the status tab. A
 * guest is asked to sign in first, since only the account that paid may activate. The activation
 * code is fetched only when a checkout comes back.
 */
export function CheckoutReturn() {
  const [params, setParams] = useSearchParams()
  const sessionId = params.get(SESSION_ID)
  const ready = useAuth((s) => s.ready)
  const userId = useAuth((s) => s.user?.id)
  // The address may have changed while the server answered: the latest setter knows it.
  const latestSetParams = useRef(setParams)
  useEffect(() => {
    latestSetParams.current = setParams
  })

  useEffect(() => {
    if (sessionId === null || !ready) return
    if (!userId) return openLoginDialog()
    let current = true
    void import('./api/activate.ts')
      .then(({ activateCheckout }) => activateCheckout(sessionId))
      .then((activated) => {
        if (current) latestSetParams.current((now) => addressAfterCheckout(now, activated), { replace: true })
      })
      .catch((error: unknown) => reportError(error, membershipErrors.activate))
    return () => {
      current = false
    }
  }, [sessionId, ready, userId])
  return null
}
