import { describe, expect, it } from 'vitest'
import { formatDate } from '../../src/lib/bins/format-date.ts'

// The expectations are built from the same instant's local fields, so they hold in any time zone.
const local = (iso: string) => new Date(iso)

describe('formatDate', () => {
  it('reads as English month, day, year and a 12-hour clock, in local time', () => {
    const date = local('2026-11-25T07:08:00')
    expect(formatDate(date.toISOString())).toBe('Nov 25, 2026, 7:08 AM')
  })

  it('says 12 for midnight and noon, and PM after noon', () => {
    expect(formatDate(local('2026-01-01T00:05:00').toISOString())).toBe('Jan 1, 2026, 12:05 AM')
    expect(formatDate(local('2026-07-04T12:00:00').toISOString())).toBe('Jul 4, 2026, 12:00 PM')
    expect(formatDate(local('2026-12-31T23:59:00').toISOString())).toBe('Dec 31, 2026, 11:59 PM')
  })

  it('gives nothing for a date that does not parse, rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('')
  })
})
