import { z } from 'zod'
import { baseUrl, ConfigError } from './variables.ts'

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
  STRIPE_PRICE_SOLO_MONTH: z
    .string()
    .regex(/^price_\w+$/)
    .default('price_one_solo_month'),
  STRIPE_PRICE_SOLO_YEAR: z
    .string()
    .regex(/^price_\w+$/)
    .default('price_one_solo_year'),
  STRIPE_PRICE_TEAM_MONTH: z
    .string()
    .regex(/^price_\w+$/)
    .default('price_one_team_month'),
  STRIPE_PRICE_TEAM_YEAR: z
    .string()
    .regex(/^price_\w+$/)
    .default('price_one_team_year'),
}

type Env = z.infer<z.ZodObject<typeof stripeVariables>>

/**
 * Stripe with real keys, or else its local emulator when the emulators are on; neither means
 * subscriptions are off (their routes say so). The price ids default to the emulator's own.
 */
export function readStripe(e: Env, emulators: boolean) {
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid environment variable STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY, to verify the webhooks Stripe sends',
    )
  }
  const prices = {
    solo: { month: e.STRIPE_PRICE_SOLO_MONTH, year: e.STRIPE_PRICE_SOLO_YEAR },
    team: { month: e.STRIPE_PRICE_TEAM_MONTH, year: e.STRIPE_PRICE_TEAM_YEAR },
  }
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
