import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled'

export type Subscription = {
  id: string
  customer: string
  status: SubscriptionStatus
  itemId: string
  priceId: string
  currentPeriodStart: number
  currentPeriodEnd: number
  cancelAtPeriodEnd: boolean
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
}

const emptyState = (): StripeState => ({
  clockOffset: 0,
  customers: {},
  checkoutSessions: {},
  subscriptions: {},
  invoices: {},
  portalSessions: {},
  events: [],
})

// Enough for any test or local use; the oldest go first.
const KEPT_EVENTS = 1000

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '0')}`
}

/** The account's state, kept in `stripe-emulator.json` under `dataDir` when there is one. */
export class StripeStore {
  readonly state: StripeState
  readonly #file: string | undefined

  constructor(dataDir: string | undefined) {
    this.#file = dataDir ? join(dataDir, 'stripe-emulator.json') : undefined
    this.state = this.#file && existsSync(this.#file) ? this.#read(this.#file) : emptyState()
  }

  #read(file: string): StripeState {
    return { ...emptyState(), ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<StripeState>) }
  }

  addEvent(event: StripeEvent): void {
    this.state.events.push(event)
    if (this.state.events.length > KEPT_EVENTS)
      this.state.events.splice(0, this.state.events.length - KEPT_EVENTS)
  }

  /** Writes the state whole to a new file and renames it over the old: a crash leaves one or the other. */
  save(): void {
    if (!this.#file) return
    mkdirSync(join(this.#file, '..'), { recursive: true })
    const temporary = `${this.#file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state))
    renameSync(temporary, this.#file)
  }
}
