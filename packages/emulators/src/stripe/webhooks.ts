import { createHmac } from 'node:crypto'
import { eventObject } from './objects.ts'
import type { StripeEvent, StripeStore } from './state.ts'

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
 * in the account's undelivered events (on disk, with the change that raised it) and goes again before
 * the next batch, on `redeliver()`, and every `retryMs`, as Stripe retries.
 */
export class WebhookSender {
  mode: DeliveryMode = 'in-order'
  readonly deliveries: Delivery[] = []
  readonly #store: StripeStore
  readonly #endpoint: WebhookEndpoint | undefined
  /** Events being posted right now: a concurrent batch does not send them a second time. */
  readonly #sending = new Set<string>()
  readonly #timer: NodeJS.Timeout | undefined

  constructor(store: StripeStore, endpoint: WebhookEndpoint | undefined, retryMs = 60_000) {
    this.#store = store
    this.#endpoint = endpoint
    if (endpoint) {
      this.#timer = setInterval(() => void this.redeliver(), retryMs)
      this.#timer.unref()
    }
  }

  /** Sends the events just raised, after any still undelivered. */
  async send(events: StripeEvent[]): Promise<void> {
    const fresh = new Set(events.map((event) => event.id))
    const older = this.#store.state.undelivered.filter((event) => !fresh.has(event.id))
    await this.#sendAll([...older, ...(this.mode === 'reversed' ? [...events].reverse() : events)])
  }

  /** Sends every undelivered event now. */
  async redeliver(): Promise<void> {
    await this.#sendAll([...this.#store.state.undelivered])
  }

  get pending(): number {
    return this.#store.state.undelivered.length
  }

  close(): void {
    clearInterval(this.#timer)
  }

  async #sendAll(batch: StripeEvent[]): Promise<void> {
    if (!this.#endpoint) return
    for (const event of batch) {
      if (this.#sending.has(event.id)) continue
      this.#sending.add(event.id)
      try {
        const times = this.mode === 'twice' ? 2 : 1
        let delivered = false
        for (let i = 0; i < times; i++) {
          delivered = await this.#post(this.#endpoint, event)
          if (!delivered) break
        }
        if (delivered) this.#store.delivered(event.id)
      } finally {
        this.#sending.delete(event.id)
      }
    }
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
