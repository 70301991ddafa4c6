import { describe, expect, it } from 'vitest'
import {
  formatDay,
  formatMoney,
  invoiceStatusColor,
  periodLine,
  planPriceLabel,
  statusLabel,
  statusNote,
} from '../../src/features/subscription/subscription-format.ts'
import { makeSubscription, SEPT_10_2025 } from './membership-fixtures.ts'

describe('money and dates (decision 7)', () => {
  it('cents show as dollars with two decimals', () => {
    expect(formatMoney(2990)).toBe('$29.90')
    expect(formatMoney(2999)).toBe('$29.99')
    expect(formatMoney(29999)).toBe('$299.99')
    expect(formatMoney(0)).toBe('$0.00')
  })

  it('epoch seconds are multiplied by 1000 and shown in the long weekday format', () => {
    expect(formatDay(SEPT_10_2025)).toBe('Wednesday, September 10, 2025')
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
    const day = 'Wednesday, September 10, 2025'
    expect(periodLine(makeSubscription())).toEqual({ lead: 'Your plan renews on', day })
    expect(periodLine(makeSubscription({ cancelAtPeriodEnd: true }))).toEqual({
      lead: 'Your plan ends on',
      day,
    })
    expect(periodLine(makeSubscription({ status: 'canceled' }))).toEqual({ lead: 'Your plan ends on', day })
    expect(periodLine(makeSubscription({ status: 'past_due' }))).toEqual({ lead: 'Your plan ends on', day })
  })

  it('a trial says when it ends; a plan Stripe holds for a payment has no date, and a note says what to do', () => {
    const day = 'Wednesday, September 10, 2025'
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
