import { membershipEndpoints } from '@one/contract/membership'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { useSnackbars } from '../../../stores/snackbar-store.ts'
import { membershipErrors } from '../membership-errors.ts'
import { applyInfo } from './apply-info.ts'

/** Records the subscription of the signed-in user's completed checkout; gives the info after it. */
export function activate(sessionId: string) {
  return http.call(membershipEndpoints.activate, { body: { sessionId } })
}

const activations = new Map<string, Promise<boolean>>()

/**
 * Spec section 4: a checkout came back. Activates it, verifies again so the new access shows, and
 * keeps the info its answer carries. Runs once per session id however often it is asked (a
 * StrictMode effect runs twice); resolves whether it worked, a failure having been told.
 */
export function activateCheckout(sessionId: string): Promise<boolean> {
  let run = activations.get(sessionId)
  if (!run) {
    run = activateAndVerify(sessionId)
    activations.set(sessionId, run)
  }
  return run
}

async function activateAndVerify(sessionId: string): Promise<boolean> {
  // An address anyone can type: what cannot be a session id is not sent at all.
  if (!membershipEndpoints.activate.body.safeParse({ sessionId }).success) {
    reportError(undefined, membershipErrors.activate)
    return false
  }
  const { push, dismiss } = useSnackbars.getState()
  const note = push('Activating your subscription…')
  try {
    await applyInfo(await activate(sessionId))
    return true
  } catch (error) {
    reportError(error, membershipErrors.activate)
    return false
  } finally {
    dismiss(note)
  }
}
