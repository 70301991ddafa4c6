import { pathOf } from '@one/contract/endpoint'
import { membershipEndpoints } from '@one/contract/membership'
import { config } from '../../../lib/runtime-config.ts'
import type { Plan } from '../plan-rules.ts'

// Not calls: the window goes to these addresses, and the server redirects it on to Stripe (spec section 2).

/** Checkout of a plan: the current window goes there and comes back with `session_id`. */
export function subscribeUrl({ interval, type }: Plan): string {
  const query = new URLSearchParams({ interval, type })
  return `${config.apiBase}${pathOf(membershipEndpoints.subscribe)}?${query}`
}

/** Stripe's billing portal, opened in a new tab. */
export function manageUrl(): string {
  return `${config.apiBase}${pathOf(membershipEndpoints.manage)}`
}
