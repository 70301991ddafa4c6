import { z } from 'zod/mini'
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

export const membershipEndpoints = endpoints('membership', {
  subscribe: {
    method: 'GET',
    path: '/one/subscribe',
    summary: "Start Stripe Checkout for a plan: redirects the window to Stripe's page",
    query: z.object({ interval: planInterval, type: planType }),
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
    summary: "Open Stripe's billing portal: redirects the window to it",
    status: 302,
  },
})
