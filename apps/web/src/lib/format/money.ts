// Money as the product shows it (docs/decisions/0041-one-format-module.md): US dollars with two
// decimals (FACTS decision 7: "$29.90", where the original showed "$29.9").

// Made on first use, as the date formats are (packages/contract/src/dates.ts).
let dollars: Intl.NumberFormat | undefined

/** Dollars: 6 is "$6.00". */
export function formatDollars(value: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return dollars.format(value)
}

/** Cents as dollars: 2990 is "$29.90". */
export const formatCents = (cents: number) => formatDollars(cents / 100)

/** A price and what it is per (spec section 9): "$2.99 /month". */
export const pricePer = (cents: number, interval: string) => `${formatCents(cents)} /${interval}`
