import { describe, expect, it } from 'vitest'
import { monthlyTotal, monthlyTotalCents, SPONSOR_MONTHLY_CENTS } from '../src/sponsorships.ts'

const s = (amount: number, interval: string, isActive = true) => ({ amount, interval, isActive })

describe('monthly sponsorship total (spec section 4)', () => {
  it('is nothing without sponsorships', () => {
    expect(monthlyTotal([])).toBe(0)
  })

  it('counts a monthly amount in full, in dollars', () => {
    expect(monthlyTotal([s(500, 'month')])).toBe(5)
  })

  it('counts a yearly amount divided by 12', () => {
    expect(monthlyTotal([s(2400, 'year')])).toBe(2)
    expect(monthlyTotalCents([s(2999, 'year')])).toBeCloseTo(249.9167, 3)
  })

  it('leaves out inactive and once-only sponsorships', () => {
    expect(monthlyTotal([s(500, 'month', false), s(10_000, 'once'), s(300, 'month')])).toBe(3)
  })

  it('sums every source, stripe included', () => {
    expect(monthlyTotal([s(299, 'month'), s(1200, 'year'), s(100, 'month')])).toBe(4.99)
  })

  it('reaches the threshold for access at exactly the solo monthly price, in cents, with no rounding error', () => {
    expect(monthlyTotalCents([s(299, 'month')]) >= SPONSOR_MONTHLY_CENTS).toBe(true)
    expect(monthlyTotalCents([s(3588, 'year')]) >= SPONSOR_MONTHLY_CENTS).toBe(true)
    expect(monthlyTotalCents([s(298, 'month')]) >= SPONSOR_MONTHLY_CENTS).toBe(false)
    expect(monthlyTotalCents([s(100, 'month'), s(100, 'month'), s(99, 'month')])).toBe(299)
  })
})
