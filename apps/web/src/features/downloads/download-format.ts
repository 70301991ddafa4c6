import type { Download } from '@one/contract/downloads'

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** FACTS 10.8: the order name prefixed with "#". */
export const orderId = (download: Pick<Download, 'order_name'>) => `#${download.order_name}`

/** FACTS 10.8: a short date such as "Sep 10"; an unreadable date shows as it came. */
export function orderDate(createdAt: string): string {
  const date = new Date(createdAt)
  return Number.isNaN(date.getTime()) ? createdAt : shortDate.format(date)
}
