import { z } from 'zod'
import { baseUrl, ConfigError } from './variables.ts'

const priceId = z
  .string()
  .regex(/^price_\w+$/, 'must be a Stripe price id (price_...)')
  .optional()

export const stripeVariables = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: baseUrl('https://api.stripe.com'),
  STRIPE_PRICE_SOLO_MONTH: priceId,
  STRIPE_PRICE_SOLO_YEAR: priceId,
  STRIPE_PRICE_TEAM_MONTH: priceId,
  STRIPE_PRICE_TEAM_YEAR: priceId,
}

type Env = z.infer<z.ZodObject<typeof stripeVariables>>

const priceVariables = {
  STRIPE_PRICE_SOLO_MONTH: 'price_one_solo_month',
  STRIPE_PRICE_SOLO_YEAR: 'price_one_solo_year',
  STRIPE_PRICE_TEAM_MONTH: 'price_one_team_month',
  STRIPE_PRICE_TEAM_YEAR: 'price_one_team_year',
} as const

/**
 * The plans' price ids. The emulator's own are the defaults only for the emulator: a real account has
 * none of them, so with a secret key every checkout would fail with "No such price"; the server stops
 * instead, naming what is missing.
 */
function readPrices(e: Env, real: boolean) {
  const names = Object.keys(priceVariables) as (keyof typeof priceVariables)[]
  const missing = names.filter((name) => !e[name])
  if (real && missing.length) {
    throw new ConfigError(
      `Invalid environment variable ${missing.join(', ')}: required with STRIPE_SECRET_KEY, the id of each plan's recurring price in your Stripe account`,
    )
  }
  const id = (name: keyof typeof priceVariables) => e[name] ?? priceVariables[name]
  const duplicate = names.find((name, i) => names.slice(0, i).some((other) => id(other) === id(name)))
  if (duplicate) {
    throw new ConfigError(
      `Invalid environment variable ${duplicate}: each plan needs a price of its own (got "${id(duplicate)}" twice)`,
    )
  }
  return {
    solo: { month: id('STRIPE_PRICE_SOLO_MONTH'), year: id('STRIPE_PRICE_SOLO_YEAR') },
    team: { month: id('STRIPE_PRICE_TEAM_MONTH'), year: id('STRIPE_PRICE_TEAM_YEAR') },
  }
}

/**
 * Stripe with real keys, or else its local emulator when the emulators are on; neither means
 * subscriptions are off (their routes say so).
 */
export function readStripe(e: Env, emulators: boolean) {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid environment variable STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY, to verify the webhooks Stripe sends',
    )
  }
  const prices = readPrices(e, e.STRIPE_SECRET_KEY !== undefined)
  if (e.STRIPE_SECRET_KEY) {
    return {
      mode: 'stripe' as const,
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      apiUrl: e.STRIPE_API_URL,
      prices,
    }
  }
  if (emulators) return { mode: 'emulator' as const, prices }
  return { mode: 'off' as const, prices }
}

export type StripeConfig = ReturnType<typeof readStripe>
