import { describe, expect, it } from 'vitest'
import {
  formatDay,
  invoiceStatusColor,
  periodLine,
  planPriceLabel,
  statusLabel,
  statusNote,
} from '../../src/features/subscription/subscription-format.ts'
import { formatCents, formatDollars, pricePer } from '../../src/lib/format/money.ts'
import { makeSubscription, SEPT_10_2025 } from './membership-fixtures.ts'

describe('money and dates (FACTS decision 7, docs/decisions/0041-one-format-module.md)', () => {
  it('cents show as dollars with two decimals', () => {
    expect(formatCents(2990)).toBe('$29.90')
    expect(formatCents(2999)).toBe('$29.99')
    expect(formatCents(29999)).toBe('$299.99')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(123_456_78)).toBe('$123,456.78')
    expect(formatDollars(6)).toBe('$6.00')
    expect(pricePer(500, 'month')).toBe('$5.00 /month')
  })

  it('epoch seconds are multiplied by 1000 and shown as the day every screen writes', () => {
    expect(formatDay(SEPT_10_2025)).toBe('Sep 10, 2025')
  })

  it('the plan prices of spec section 9', () => {
    expect(planPriceLabel('solo', 'month')).toBe('$2.99 /month')
    expect(planPriceLabel('solo', 'year')).toBe('$29.99 /year')
    expect(planPriceLabel('team', 'month')).toBe('$29.99 /month')
    expect(planPriceLabel('team', 'year')).toBe('$299.99 /year')
  })
})

describe('the status card (FACTS 5.5)', () => {
  it("the server's status text, capitalised", () => {
    expect(statusLabel('active')).toBe('Active')
    expect(statusLabel('canceled')).toBe('Canceled')
    expect(statusLabel('past_due')).toBe('Past due')
  })

  it('an active plan renews; one cancelled at the period end, or any other status, ends', () => {
    const day = 'Sep 10, 2025'
    expect(periodLine(makeSubscription())).toEqual({ lead: 'Your plan renews on', day })
    expect(periodLine(makeSubscription({ cancelAtPeriodEnd: true }))).toEqual({
      lead: 'Your plan ends on',
      day,
    })
    expect(periodLine(makeSubscription({ status: 'canceled' }))).toEqual({ lead: 'Your plan ends on', day })
    expect(periodLine(makeSubscription({ status: 'past_due' }))).toEqual({ lead: 'Your plan ends on', day })
  })

  it('a trial says when it ends; a plan Stripe holds for a payment has no date, and a note says what to do', () => {
    const day = 'Sep 10, 2025'
    expect(periodLine(makeSubscription({ status: 'trialing' }))).toEqual({ lead: 'Your trial ends on', day })
    expect(periodLine(makeSubscription({ status: 'trialing', cancelAtPeriodEnd: true }))).toEqual({
      lead: 'Your plan ends on',
      day,
    })
    for (const status of ['unpaid', 'paused', 'incomplete', 'incomplete_expired'] as const) {
      expect(periodLine(makeSubscription({ status })), status).toBeUndefined()
      expect(statusNote(status), status).toMatch(/\.$/)
    }
    expect(statusNote('past_due')).toMatch(/Stripe is trying again/)
    expect(statusNote('unpaid')).toMatch(/perks are off.*under Billing/)
    expect(statusNote('paused')).toMatch(/paused, so your perks are off/)
    expect(statusNote('active')).toBeUndefined()
    expect(statusNote('trialing')).toBeUndefined()
    expect(statusLabel('incomplete_expired')).toBe('Incomplete expired')
  })
})

describe('invoice status chips (decision 8)', () => {
  it('paid green, open amber, failed red, void and uncollectible grey', () => {
    expect(invoiceStatusColor('paid')).toBe('success')
    expect(invoiceStatusColor('open')).toBe('warning')
    expect(invoiceStatusColor('failed')).toBe('error')
    expect(invoiceStatusColor('void')).toBe('default')
    expect(invoiceStatusColor('uncollectible')).toBe('default')
  })
})
