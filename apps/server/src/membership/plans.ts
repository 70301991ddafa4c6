import type { PlanInterval, PlanType } from '@one/contract/membership'
import type { StripeConfig } from '../config/stripe.ts'

export type Prices = StripeConfig['prices']
export type Plan = { type: PlanType; interval: PlanInterval }

export function priceIdOf(prices: Prices, { type, interval }: Plan): string {
  return prices[type][interval]
}

/** Which of One's plans a Stripe price is; undefined for a price that is not one of ours. */
export function planOfPrice(prices: Prices, priceId: string): Plan | undefined {
  for (const type of ['solo', 'team'] as const) {
    for (const interval of ['month', 'year'] as const) {
      if (prices[type][interval] === priceId) return { type, interval }
    }
  }
  return undefined
}
