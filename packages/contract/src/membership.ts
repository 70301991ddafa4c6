import { z } from 'zod/mini'
import { CHECKOUT_SESSION_PARAM } from './checkout-params.ts'
import { endpoints } from './endpoint.ts'

/** One's plans (spec section 9): who it is for, and how often it is billed. */
export const planType = z.enum(['solo', 'team'])
export type PlanType = z.infer<typeof planType>
export const planInterval = z.enum(['month', 'year'])
export type PlanInterval = z.infer<typeof planInterval>

/** Prices in cents. Yearly billing is advertised as a 20% saving. */
export const planPrices: Record<PlanType, Record<PlanInterval, number>> = {
  solo: { month: 299, year: 2999 },
  team: { month: 2999, year: 29999 },
}

/** Defaults of the subscribe tab (spec section 9). */
export const defaultPlan = { interval: 'year', type: 'solo' } as const satisfies {
  interval: PlanInterval
  type: PlanType
}

/** Stripe's subscription statuses, shown as they are (spec section 4: the status text is the server's). */
export const subscriptionStatus = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
])
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>

/** The statuses that keep a plan's perks: paying, trying, or a renewal Stripe is still retrying. */
export const grantingStatuses: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due']

export const subscriptionPlan = z.object({
  id: z.string(),
  /** In cents. */
  amount: z.number().check(z.int()),
  currency: z.string(),
  interval: planInterval,
  type: planType,
})

/** Subscription info (spec section 3; FACTS 5.1). Times in epoch seconds. */
export const subscriptionInfo = z.object({
  id: z.string(),
  status: subscriptionStatus,
  startDate: z.number(),
  currentPeriodStart: z.number(),
  currentPeriodEnd: z.number(),
  cancelAtPeriodEnd: z.boolean(),
  items: z.array(z.object({ id: z.string(), plan: subscriptionPlan })),
  interval: planInterval,
  subscriptionType: planType,
})
export type SubscriptionInfo = z.infer<typeof subscriptionInfo>

/** An invoice (spec section 3): date in epoch seconds, amount in cents. */
export const invoice = z.object({
  id: z.string(),
  date: z.number(),
  amount: z.number().check(z.int()),
  status: z.string(),
  pdf: z.nullable(z.string()),
})
export type Invoice = z.infer<typeof invoice>

export const membershipInfo = z.object({
  subscription: z.nullable(subscriptionInfo),
  invoices: z.array(invoice),
})
export type MembershipInfo = z.infer<typeof membershipInfo>

const subscriptionId = z.string().check(z.regex(/^sub_\w{1,200}$/, 'must be a subscription id (sub_...)'))

/** The longest path a checkout may come back to: an address bar's path and query, no more. */
export const RETURN_PATH_MAX = 512

// What an address bar leaves unencoded in a path and a query (RFC 3986's characters, and the few the
// URL standard leaves as they are); `%` only before two hex digits. One character at a time, so the
// test takes time in proportion to the text.
const PATH_CHAR = "[A-Za-z0-9\\-._~!$&'()*+,;=:@/\\[\\]{}|^`]|%[0-9A-Fa-f]{2}"
const SITE_PATH = new RegExp(`^/(?![/\\\\])(?:${PATH_CHAR})*(?:\\?(?:${PATH_CHAR}|\\?)*)?$`)
// A browser resolves `.` and `..` (`%2e` too) before it asks: `/a/..//b` would become `//b`.
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i
const HOLDS_SESSION = new RegExp(`[?&]${CHECKOUT_SESSION_PARAM}(?:[=&]|$)`)

/**
 * A path and query on the site itself, as the browser's address bar holds it: one leading `/`, and
 * nothing a browser would read as another host or change on the way (a backslash, a fragment, spaces
 * or control characters, dot segments, characters left unencoded), nor a checkout's own session id.
 * Anything else could send the browser elsewhere after paying.
 */
export function isSitePath(value: string): boolean {
  if (value.length > RETURN_PATH_MAX || !SITE_PATH.test(value)) return false
  const path = value.split('?', 1)[0] ?? ''
  return !DOT_SEGMENT.test(path) && !HOLDS_SESSION.test(value)
}

// An origin as a browser writes it: a scheme, a host (a name, an IPv4 or a bracketed IPv6), a port.
const ABSOLUTE = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::([1-9]\d{0,4}))?(\/.*)?$/i
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' }

/**
 * Where a checkout or the billing portal comes back to: a path on the site (`origin` undefined), or an
 * absolute http(s) address whose path passes the same test (a sibling site's page, FACTS 13). Whether
 * that origin is one of ours is the server's to say. Undefined for anything else, and for an address
 * whose origin is not written as a browser writes it (a user name, a default port).
 */
export function returnTarget(value: string): { origin?: string; path: string } | undefined {
  if (isSitePath(value)) return { path: value }
  if (value.length > RETURN_PATH_MAX) return undefined
  const [, scheme = '', host = '', port, path = '/'] = ABSOLUTE.exec(value) ?? []
  if (!scheme || !isSitePath(path)) return undefined
  const lower = scheme.toLowerCase()
  if (port !== undefined && (Number(port) > 65535 || DEFAULT_PORTS[lower] === port)) return undefined
  return { origin: `${lower}://${host.toLowerCase()}${port === undefined ? '' : `:${port}`}`, path }
}

/** Where a checkout comes back to, paid or cancelled (see returnTarget). */
export const returnPath = z
  .string()
  .check(
    z.refine(
      (value) => returnTarget(value) !== undefined,
      `must be a path on this site (starting with one /) or an http(s) address of one of its sites, at most ${RETURN_PATH_MAX} characters, no fragment, no ${CHECKOUT_SESSION_PARAM}`,
    ),
  )

export const membershipEndpoints = endpoints('membership', {
  subscribe: {
    method: 'GET',
    path: '/one/subscribe',
    summary: "Start Stripe Checkout for a plan: redirects the window to Stripe's page",
    query: z.object({ interval: planInterval, type: planType, returnTo: z.optional(returnPath) }),
    status: 302,
  },
  activate: {
    method: 'POST',
    path: '/one/activate',
    summary: 'Record the subscription of a completed checkout session of the signed-in user',
    body: z.object({
      sessionId: z.string().check(z.regex(/^cs_\w{1,200}$/, 'must be a checkout session id (cs_...)')),
    }),
    response: membershipInfo,
  },
  info: {
    method: 'GET',
    path: '/one/info',
    summary: "The signed-in user's subscription and invoices",
    response: membershipInfo,
  },
  modify: {
    method: 'POST',
    path: '/one/modify',
    summary: 'Switch the subscription to another plan (prorated)',
    body: z.object({ subscriptionId, interval: planInterval, type: planType }),
    response: membershipInfo,
  },
  cancel: {
    method: 'POST',
    path: '/one/cancel',
    summary: 'Cancel the subscription at the end of its period',
    query: z.object({ subscriptionId }),
    response: membershipInfo,
  },
  manage: {
    method: 'GET',
    path: '/one/manage',
    summary: "Open Stripe's billing portal: redirects the window to it; its way back goes to `returnTo`",
    query: z.object({ returnTo: z.optional(returnPath) }),
    status: 302,
  },
})
