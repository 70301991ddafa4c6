// A bin's lifetime and expiry in words for people: the app's choices at save and the bin page's note.
// Kept out of bins.ts so that the home page's first screen, which offers no lifetime, does not carry it.
import type { BinLifetime } from './bins.ts'

/** How each lifetime is offered: "Expires after 1 day". */
export const lifetimeLabels: Record<BinLifetime, string> = {
  '10m': '10 minutes',
  '1h': '1 hour',
  '1d': '1 day',
  '1w': '1 week',
  '1mo': '1 month',
  never: 'Never',
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * A span of time as people say it, rounded to its largest unit: "10 minutes", "3 hours", "2 weeks". A
 * bin saved for 1h reads "1 hour" at once, not "59 minutes".
 */
export function spanInWords(ms: number): string {
  if (ms < MINUTE) return 'less than a minute'
  const minutes = Math.round(ms / MINUTE)
  if (minutes < 60) return count(minutes, 'minute')
  const hours = Math.round(ms / HOUR)
  if (hours < 24) return count(hours, 'hour')
  const days = Math.round(ms / DAY)
  if (days < 7) return count(days, 'day')
  if (days < 30) return count(Math.round(days / 7), 'week')
  if (days < 365) return count(Math.round(days / 30), 'month')
  return count(Math.round(days / 365), 'year')
}

/** `left` is the time left in words ("3 hours"), empty once expired. */
export type Expiry = { expired: boolean; text: string; left: string }

/** "Expires in 3 hours", or that it has expired, for a bin's `expiresAt` at `now`. */
export function expiryOf(expiresAt: string, now: number): Expiry {
  const left = Date.parse(expiresAt) - now
  if (!(left > 0)) return { expired: true, text: 'This bin has expired', left: '' }
  const words = spanInWords(left)
  return { expired: false, text: `Expires in ${words}`, left: words }
}

/**
 * How long the words of `expiryOf` may stay on screen before they need drawing again: a minute at most,
 * and never past the moment it expires (a timer of more than 24.8 days would fire at once anyway).
 */
export function expiryRedrawIn(expiresAt: string, now: number): number | undefined {
  const left = Date.parse(expiresAt) - now
  if (!(left > 0)) return undefined
  return Math.min(left, MINUTE)
}
