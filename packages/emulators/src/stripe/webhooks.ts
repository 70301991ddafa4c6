import { createHmac } from 'node:crypto'
import { eventObject } from './objects.ts'
import type { StripeEvent } from './state.ts'

export type WebhookEndpoint = { url: string; secret: string }

/** How the next deliveries go: as raised, each twice, or each batch in reverse (the control API sets it). */
export type DeliveryMode = 'in-order' | 'twice' | 'reversed'

/** Stripe's `Stripe-Signature` header: the time, and an HMAC-SHA256 of `time.payload` with the secret. */
export function signature(payload: string, secret: string, time: number): string {
  const digest = createHmac('sha256', secret).update(`${time}.${payload}`).digest('hex')
  return `t=${time},v1=${digest}`
}

export type Delivery = { event: string; type: string; status: number | 'unreachable' }

/**
 * Posts events to the endpoint, signed, one after another. One that is not answered with a 2xx stays
 * pending and goes again before the next batch, as Stripe retries.
 */
export class WebhookSender {
  mode: DeliveryMode = 'in-order'
  readonly deliveries: Delivery[] = []
  #pending: StripeEvent[] = []
  readonly #endpoint: WebhookEndpoint | undefined

  constructor(endpoint: WebhookEndpoint | undefined) {
    this.#endpoint = endpoint
  }

  async send(events: StripeEvent[]): Promise<void> {
    if (!this.#endpoint) return
    const batch = [...this.#pending, ...(this.mode === 'reversed' ? [...events].reverse() : events)]
    this.#pending = []
    for (const event of batch) {
      const times = this.mode === 'twice' ? 2 : 1
      for (let i = 0; i < times; i++) {
        if (!(await this.#post(this.#endpoint, event))) {
          this.#pending.push(event)
          break
        }
      }
    }
  }

  get pending(): number {
    return this.#pending.length
  }

  async #post({ url, secret }: WebhookEndpoint, event: StripeEvent): Promise<boolean> {
    const payload = JSON.stringify(eventObject(event))
    // Signed with the host's real time: the receiver checks it against its own clock, not the test clock.
    const header = signature(payload, secret, Math.floor(Date.now() / 1000))
    let status: Delivery['status'] = 'unreachable'
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      })
      status = response.status
    } catch {
      // Unreachable: kept pending like any other failure.
    }
    this.deliveries.push({ event: event.id, type: event.type, status })
    if (this.deliveries.length > 1000) this.deliveries.shift()
    return typeof status === 'number' && status >= 200 && status < 300
  }
}
