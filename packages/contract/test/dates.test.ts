import { describe, expect, it } from 'vitest'
import {
  calendarDay,
  dayOfMonth,
  exactTime,
  fromEpochSeconds,
  monthOfYear,
  relativeTime,
} from '../src/dates.ts'

// FACTS decision 16 and docs/decisions/0041-one-format-module.md: one relative style, one absolute.
const now = Date.parse('2026-11-27T12:00:00.000Z')
const before = (ms: number) => new Date(now - ms).toISOString()
const minute = 60_000
const hour = 60 * minute
const day = 24 * hour
// The expectations of local times are built from the same instant's local fields, so they hold in any
// time zone.
const local = (iso: string) => new Date(iso)

describe('relative time: how long ago, as Intl words it', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [minute, '1 minute ago'],
    [3 * minute, '3 minutes ago'],
    [59 * minute, '59 minutes ago'],
    [hour, '1 hour ago'],
    [23 * hour + 59 * minute, '23 hours ago'],
    [day, 'yesterday'],
    [47 * hour, 'yesterday'],
    [2 * day, '2 days ago'],
    [6 * day, '6 days ago'],
    [7 * day, 'last week'],
    [14 * day, '2 weeks ago'],
    [29 * day, '4 weeks ago'],
  ])('%i ms ago reads "%s"', (ago, words) => {
    expect(relativeTime(before(ago), now)).toBe(words)
  })

  it('from 30 days on, the day itself', () => {
    expect(relativeTime(before(30 * day), now)).toBe(calendarDay(before(30 * day)))
    expect(relativeTime(local('2026-01-02T12:00:00'), now)).toBe('Jan 2, 2026')
  })

  it('reads a time ahead of the clock as just now, and an unreadable one as nothing', () => {
    expect(relativeTime(before(-5 * minute), now)).toBe('just now')
    expect(relativeTime('not a date', now)).toBe('')
  })
})

describe('absolute: the day, and the day with its minute', () => {
  it('reads as English month, day, year and a 12-hour clock, in local time', () => {
    expect(calendarDay(local('2026-11-25T07:08:00'))).toBe('Nov 25, 2026')
    expect(exactTime(local('2026-11-25T07:08:00'))).toBe('Nov 25, 2026, 7:08 AM')
  })

  it('says 12 for midnight and noon, and PM after noon', () => {
    expect(exactTime(local('2026-01-01T00:05:00'))).toBe('Jan 1, 2026, 12:05 AM')
    expect(exactTime(local('2026-07-04T12:00:00'))).toBe('Jul 4, 2026, 12:00 PM')
    expect(exactTime(local('2026-12-31T23:59:00'))).toBe('Dec 31, 2026, 11:59 PM')
  })

  it('in UTC when told, as the server writes its pages and the overview counts its days', () => {
    expect(calendarDay('2026-03-05T23:30:00Z', { timeZone: 'UTC' })).toBe('Mar 5, 2026')
    expect(exactTime('2026-03-05T23:30:00Z', { timeZone: 'UTC' })).toBe('Mar 5, 2026, 11:30 PM')
    expect(dayOfMonth('2026-03-05T00:00:00Z', { timeZone: 'UTC' })).toBe('Mar 5')
    expect(monthOfYear('2026-03-01T00:00:00Z', { timeZone: 'UTC' })).toBe('Mar 2026')
  })

  it('takes the server’s epoch seconds times 1000 (FACTS decision 7), and an unreadable date as nothing', () => {
    expect(fromEpochSeconds(1_757_505_600).toISOString()).toBe('2025-09-10T12:00:00.000Z')
    expect(calendarDay('not a date')).toBe('')
    expect(exactTime('not a date')).toBe('')
  })
})
