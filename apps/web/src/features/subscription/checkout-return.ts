import { CHECKOUT_SESSION_PARAM } from '@one/contract/checkout-params'

/** The parameter a paid checkout comes back with (spec section 2). */
export const SESSION_ID = CHECKOUT_SESSION_PARAM

/**
 * Where a checkout started from this address comes back to: the same path and query, less what an
 * earlier checkout left there.
 */
export function returnPathOf(location: { pathname: string; search: string }): string {
  const query = new URLSearchParams(location.search)
  query.delete(SESSION_ID)
  query.delete('team')
  const search = query.toString()
  return `${location.pathname}${search ? `?${search}` : ''}`
}

/**
 * Spec section 4: once a checkout is handled, `session_id` leaves the address, and a subscription
 * that was activated shows on the status tab (the subscribe tab it left from gives way to it); a team
 * plan's (`team`, spec section 2) shows the team dialog instead, which the `team` flag left in the
 * address opens. A failed one takes `team` too, and leaves the page as the checkout started from it.
 */
export function addressAfterCheckout(current: URLSearchParams, activated: boolean): URLSearchParams {
  const next = new URLSearchParams(current)
  const team = next.has('team')
  next.delete(SESSION_ID)
  if (!activated) next.delete('team')
  else if (!team) next.set('one', 'status')
  else if (next.get('one') === 'subscribe') next.delete('one')
  return next
}
