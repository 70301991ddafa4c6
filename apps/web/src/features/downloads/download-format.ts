import type { Download } from '@one/contract/downloads'

/** FACTS 10.8: the order name prefixed with "#". */
export const orderId = (download: Pick<Download, 'order_name'>) => `#${download.order_name}`
