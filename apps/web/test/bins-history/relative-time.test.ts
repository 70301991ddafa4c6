import { describe, expect, it } from 'vitest'
import { relativeTime } from '../../src/features/bins/history/relative-time.ts'

const now = Date.parse('2026-11-27T12:00:00.000Z')
const before = (ms: number) => new Date(now - ms).toISOString()
const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

describe('relative time of a revision (docs/decisions/0022)', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [minute, '1 minute ago'],
    [59 * minute, '59 minutes ago'],
    [hour, '1 hour ago'],
    [23 * hour + 59 * minute, '23 hours ago'],
    [day, '1 day ago'],
    [6 * day, '6 days ago'],
    [7 * day, '1 week ago'],
    [29 * day, '4 weeks ago'],
    [30 * day, '1 month ago'],
    [364 * day, '12 months ago'],
    [365 * day, '1 year ago'],
    [3 * 365 * day, '3 years ago'],
  ])('%i ms ago reads "%s"', (ago, words) => {
    expect(relativeTime(before(ago), now)).toBe(words)
  })

  it('reads a time ahead of the clock as just now, and an unreadable one as nothing', () => {
    expect(relativeTime(before(-5 * minute), now)).toBe('just now')
    expect(relativeTime('not a date', now)).toBe('')
  })
})
