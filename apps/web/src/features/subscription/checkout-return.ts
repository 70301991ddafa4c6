/** The parameter a paid checkout comes back with (spec section 2). */
export const SESSION_ID = 'session_id'

/**
 * Spec section 4: once a checkout is handled, `session_id` and `team` leave the address, and a
 * subscription that was activated shows on the status tab.
 */
export function addressAfterCheckout(current: URLSearchParams, activated: boolean): URLSearchParams {
  const next = new URLSearchParams(current)
  const team = next.has('team')
  next.delete(SESSION_ID)
  next.delete('team')
  // Issue 14: with `team`, the team dialog opens here instead of the status tab.
  if (activated && !team) next.set('one', 'status')
  return next
}
