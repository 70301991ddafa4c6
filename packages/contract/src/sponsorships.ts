/** What the monthly total reads of a sponsorship (spec section 3). */
export interface CountedSponsorship {
  amount: number
  interval: string
  isActive: boolean
}

/**
 * Spec section 4: active monthly amounts plus active yearly amounts divided by 12, in cents; inactive
 * and once-only sponsorships count for nothing.
 */
export function monthlyTotalCents(sponsorships: readonly CountedSponsorship[]): number {
  let cents = 0
  for (const { amount, interval, isActive } of sponsorships) {
    if (!isActive || interval === 'once') continue
    cents += interval === 'month' ? amount : amount / 12
  }
  return cents
}

/** The monthly total in dollars (cents divided by 100), as spec section 4 states it. */
export const monthlyTotal = (sponsorships: readonly CountedSponsorship[]) =>
  monthlyTotalCents(sponsorships) / 100

/** FACTS decision 12: sponsors whose monthly total reaches the solo plan's monthly price (2.99) get `one`. */
export const SPONSOR_MONTHLY_CENTS = 299
