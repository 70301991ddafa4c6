import { describe, expect, it } from 'vitest'
import { expiryOf, expiryRedrawIn, spanInWords } from '../src/bin-expiry.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const now = Date.parse('2026-11-27T12:00:00Z')
const at = (ms: number) => new Date(now + ms).toISOString()

describe('docs/decisions/0022: the bin page shows when a bin expires', () => {
  it('says each lifetime chosen at save as chosen, not a unit below it', () => {
    // A second after the save, as the page first shows it.
    expect(spanInWords(10 * MINUTE - 1000)).toBe('10 minutes')
    expect(spanInWords(HOUR - 1000)).toBe('1 hour')
    expect(spanInWords(DAY - 1000)).toBe('1 day')
    expect(spanInWords(7 * DAY - 1000)).toBe('1 week')
    expect(spanInWords(30 * DAY - 1000)).toBe('1 month')
  })

  it('counts down in the largest unit that fits', () => {
    expect(spanInWords(3 * HOUR + 10 * MINUTE)).toBe('3 hours')
    expect(spanInWords(2 * MINUTE)).toBe('2 minutes')
    expect(spanInWords(MINUTE)).toBe('1 minute')
    expect(spanInWords(59_000)).toBe('less than a minute')
    expect(spanInWords(2 * DAY)).toBe('2 days')
    expect(spanInWords(15 * DAY)).toBe('2 weeks')
    expect(spanInWords(400 * DAY)).toBe('1 year')
  })

  it('reads "Expires in …" until the moment it expires, then that it has expired', () => {
    expect(expiryOf(at(3 * HOUR), now)).toEqual({
      expired: false,
      text: 'Expires in 3 hours',
      left: '3 hours',
    })
    expect(expiryOf(at(1), now).text).toBe('Expires in less than a minute')
    expect(expiryOf(at(0), now)).toEqual({ expired: true, text: 'This bin has expired', left: '' })
    expect(expiryOf(at(-DAY), now).expired).toBe(true)
  })

  it('is drawn again within a minute, and exactly when it expires', () => {
    expect(expiryRedrawIn(at(30 * DAY), now)).toBe(MINUTE)
    expect(expiryRedrawIn(at(25_000), now)).toBe(25_000)
    expect(expiryRedrawIn(at(0), now)).toBeUndefined()
  })
})
