import { pathOf } from '@one/contract/endpoint'
import { isSitePath, membershipEndpoints } from '@one/contract/membership'
import { config } from '../../../lib/runtime-config.ts'
import type { Plan } from '../plan-rules.ts'

// Not calls: the window goes to these addresses, and the server redirects it on to Stripe (spec section 2).

/**
 * Where Stripe brings the browser back: this page's own origin with the path, so it comes back here
 * even when the API is on a host of its own (FACTS 13). A path the server would refuse gives nothing.
 */
function returnHere(path: string, here = window.location.origin): string | undefined {
  return isSitePath(path) ? `${here}${path}` : undefined
}

/**
 * Checkout of a plan: the current window goes there and comes back to `returnTo` (a path on this
 * site), with `session_id` when paid. Left out, it comes back to the subscribe dialog.
 */
export function subscribeUrl({ interval, type }: Plan, returnTo = '/?one=subscribe'): string {
  const query = new URLSearchParams({ interval, type })
  const back = returnHere(returnTo) ?? returnHere('/?one=subscribe')
  if (back) query.set('returnTo', back)
  return `${config.apiBase}${pathOf(membershipEndpoints.subscribe)}?${query}`
}

/** Stripe's billing portal, opened in a new tab; its way back is the status tab of this site. */
export function manageUrl(): string {
  const query = new URLSearchParams({ returnTo: returnHere('/?one=status')! })
  return `${config.apiBase}${pathOf(membershipEndpoints.manage)}?${query}`
}
