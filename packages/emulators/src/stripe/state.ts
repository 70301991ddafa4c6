import { randomBytes } from 'node:crypto'
import { JsonFile } from '../shared/json-file.ts'
import type { Interval, PlanType } from './plans.ts'

export type Metadata = Record<string, string>

export type Customer = {
  id: string
  email: string | null
  name: string | null
  metadata: Metadata
  created: number
}

export type CheckoutSession = {
  id: string
  status: 'open' | 'complete' | 'expired'
  priceId: string
  customer: string | null
  customerEmail: string | null
  clientReferenceId: string | null
  metadata: Metadata
  subscriptionMetadata: Metadata
  successUrl: string
  cancelUrl: string
  subscription: string | null
  created: number
}

export type SubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'paused'
  | 'incomplete'
  | 'canceled'

export type Subscription = {
  id: string
  customer: string
  status: SubscriptionStatus
  itemId: string
  priceId: string
  currentPeriodStart: number
  currentPeriodEnd: number
  cancelAtPeriodEnd: boolean
  /** Set by the control API's `trialing`; absent in files written before it. */
  trialStart?: number | null
  trialEnd?: number | null
  canceledAt: number | null
  endedAt: number | null
  metadata: Metadata
  created: number
  /** Set through the control API: the next renewal's payment is declined. */
  declineNextPayment: boolean
}

export type Invoice = {
  id: string
  number: string
  customer: string
  subscription: string
  amountDue: number
  amountPaid: number
  status: 'paid' | 'open'
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update'
  periodStart: number
  periodEnd: number
  created: number
}

export type PortalSession = { id: string; customer: string; returnUrl: string; created: number }

export type StripeEvent = { id: string; type: string; created: number; object: unknown }

export type PlanOf = { interval: Interval; type: PlanType }

/** Everything the emulated account holds; written to disk after each change when it has a folder. */
export type StripeState = {
  /** Seconds the emulator's clock runs ahead of the host's (the test clock). */
  clockOffset: number
  customers: Record<string, Customer>
  checkoutSessions: Record<string, CheckoutSession>
  subscriptions: Record<string, Subscription>
  invoices: Record<string, Invoice>
  portalSessions: Record<string, PortalSession>
  events: StripeEvent[]
  /**
   * Events raised while a webhook endpoint is set and not yet answered with a 2xx, oldest first: kept
   * with the change that raised them, so a crash before (or while) sending them loses none.
   */
  undelivered: StripeEvent[]
}

const emptyState = (): StripeState => ({
  clockOffset: 0,
  customers: {},
  checkoutSessions: {},
  subscriptions: {},
  invoices: {},
  portalSessions: {},
  events: [],
  undelivered: [],
})

// Enough for any test or local use; the oldest go first.
const KEPT_EVENTS = 1000

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0')}`
}

const keepNewest = (list: unknown[]) => {
  if (list.length > KEPT_EVENTS) list.splice(0, list.length - KEPT_EVENTS)
}

/**
 * The account's state, kept in `stripe-emulator.json` under `dataDir` when there is one. Each change is
 * written whole (a new file renamed over the old) before it is answered, so a kill at any moment leaves
 * the last acknowledged state.
 */
export class StripeStore {
  readonly #file: JsonFile<StripeState>
  /** Whether events wait for a webhook endpoint to take them (there is one). */
  readonly #delivers: boolean

  constructor(dataDir: string | undefined, { delivers }: { delivers: boolean }) {
    this.#file = new JsonFile(dataDir, 'stripe-emulator.json', emptyState)
    this.#delivers = delivers
  }

  get state(): StripeState {
    return this.#file.state
  }

  addEvent(event: StripeEvent): void {
    this.state.events.push(event)
    keepNewest(this.state.events)
    if (this.#delivers) {
      this.state.undelivered.push(event)
      keepNewest(this.state.undelivered)
    }
  }

  delivered(eventId: string): void {
    this.state.undelivered = this.state.undelivered.filter((event) => event.id !== eventId)
    this.save()
  }

  save(): void {
    this.#file.save()
  }
}
