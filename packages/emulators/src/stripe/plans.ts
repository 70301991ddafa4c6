/** The prices the emulator starts with: One's plans (spec section 9), in cents. */
export type Interval = 'month' | 'year'
export type PlanType = 'solo' | 'team'

export type Price = {
  id: string
  unitAmount: number
  interval: Interval
  product: string
  nickname: string
  /** Which of One's plans this is, as `metadata.type`: the server reads it from Stripe, not from us. */
  type: PlanType
}

const plans: Omit<Price, 'product' | 'nickname'>[] = [
  { id: 'price_one_solo_month', unitAmount: 299, interval: 'month', type: 'solo' },
  { id: 'price_one_solo_year', unitAmount: 2999, interval: 'year', type: 'solo' },
  { id: 'price_one_team_month', unitAmount: 2999, interval: 'month', type: 'team' },
  { id: 'price_one_team_year', unitAmount: 29999, interval: 'year', type: 'team' },
]

export const seededPrices: Price[] = plans.map((price) => ({
  ...price,
  product: `prod_one_${price.type}`,
  nickname: `Vuetify One ${price.type === 'solo' ? 'Solo' : 'Team'} (${price.interval}ly)`,
}))

/** The end of a billing period that starts at `start` (epoch seconds), by calendar month or year. */
export function periodEnd(start: number, interval: Interval): number {
  const date = new Date(start * 1000)
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1)
  else date.setUTCFullYear(date.getUTCFullYear() + 1)
  return Math.floor(date.getTime() / 1000)
}
