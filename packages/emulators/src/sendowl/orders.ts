import { randomBytes } from 'node:crypto'
import { printable, text } from '../shared/control-form.ts'

/** SendOwl's order states; only some leave something to download. */
export const orderStates = [
  'initial',
  'pending',
  'failed',
  'complete',
  'free',
  'imported',
  'refunded',
  'chargeback',
  'in_dispute',
  'fraud_review',
  'cancelled',
  'subscription_setup',
  'subscription_active',
  'subscription_cancelling',
  'subscription_cancelled',
  'subscription_complete',
] as const
export type OrderState = (typeof orderStates)[number]

export type EmulatedOrder = {
  id: number
  orderName: string
  /** Absent in files written before states: those orders were complete. */
  state?: OrderState
  email: string
  items: { name: string }[]
  createdAt: string
  /** The secret part of the order's download link, as SendOwl's links carry one. */
  downloadKey: string
}

export type OrdersState = { nextId: number; orders: EmulatedOrder[] }

const MAX_ITEMS = 50
const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}$/

export function readOrder(
  body: Record<string, unknown>,
  state: OrdersState,
  now: () => number,
): EmulatedOrder | { problem: string } {
  const email = text(body.email)?.trim()
  if (!email || !emailPattern.test(email) || !printable(email, 254))
    return { problem: 'email must be an email address.' }
  const orderName = text(body.order_name)?.trim() || String(state.nextId)
  const orderState = (text(body.state)?.trim() || 'complete') as OrderState
  if (!orderStates.includes(orderState)) return { problem: `state must be one of ${orderStates.join(', ')}.` }
  if (!printable(orderName, 40)) return { problem: 'order_name must be 1 to 40 printable characters.' }
  // The page's form has one field of names, a line each; JSON has the list.
  const list =
    typeof body.items === 'string' ? body.items.split(/\r?\n/).map((name) => ({ name })) : body.items
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_ITEMS)
    return { problem: `items must be a list of 1 to ${MAX_ITEMS} {name}.` }
  const items: { name: string }[] = []
  for (const item of list) {
    const name = text((item as { name?: unknown } | null)?.name)?.trim()
    if (!printable(name, 200)) return { problem: 'Each item needs a name of 1 to 200 printable characters.' }
    items.push({ name })
  }
  return {
    id: state.nextId,
    orderName,
    state: orderState,
    email,
    items,
    createdAt: new Date(now()).toISOString(),
    downloadKey: randomBytes(16).toString('hex'),
  }
}

/** An order as SendOwl's API shows it (v1_3, `[{order: {...}}]`), with what the product reads of it. */
export function orderJson(order: EmulatedOrder, base: string) {
  const downloadUrl = `${base}/orders/${order.id}/download/${order.downloadKey}`
  return {
    order: {
      id: order.id,
      order_name: order.orderName,
      state: order.state ?? 'complete',
      buyer_email: order.email,
      buyer_name: order.email.split('@')[0],
      created_at: order.createdAt,
      settled_currency: 'USD',
      download_url: downloadUrl,
      download_items: order.items.map((item) => ({
        name: item.name,
        url: downloadUrl,
        type: 'product',
        accessible: true,
        downloadable: true,
      })),
    },
  }
}
