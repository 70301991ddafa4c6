import { pathOf } from '@one/contract/endpoint'
import { isSitePath, membershipEndpoints } from '@one/contract/membership'
import { config } from '../../../lib/runtime-config.ts'
import type { Plan } from '../plan-rules.ts'

// Not calls: the window goes to these addresses, and the server redirects it on to Stripe (spec section 2).

/**
 * Checkout of a plan: the current window goes there and comes back to `returnTo` (a path on the site),
 * with `session_id` when paid. A path the server would refuse is left out: it comes back to the
 * subscribe dialog then.
 */
export function subscribeUrl({ interval, type }: Plan, returnTo?: string): string {
  const query = new URLSearchParams({ interval, type })
  if (returnTo && isSitePath(returnTo)) query.set('returnTo', returnTo)
  return `${config.apiBase}${pathOf(membershipEndpoints.subscribe)}?${query}`
}

/** Stripe's billing portal, opened in a new tab. */
export function manageUrl(): string {
  return `${config.apiBase}${pathOf(membershipEndpoints.manage)}`
}
