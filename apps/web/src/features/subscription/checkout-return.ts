/** The parameter a paid checkout comes back with (spec section 2). */
export const SESSION_ID = 'session_id'

/**
 * Spec section 4: once a checkout is handled, `session_id` leaves the address, and a subscription
 * that was activated shows on the status tab; a team plan's (`team`, spec section 2) shows the team
 * dialog instead, which the `team` flag left in the address opens. A failed one takes `team` too.
 */
export function addressAfterCheckout(current: URLSearchParams, activated: boolean): URLSearchParams {
  const next = new URLSearchParams(current)
  const team = next.has('team')
  next.delete(SESSION_ID)
  if (!activated) next.delete('team')
  else if (!team) next.set('one', 'status')
  return next
}
