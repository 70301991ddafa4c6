// Dates as the product's English writes them, on every screen and in the server's pages
// (docs/decisions/0041-one-format-module.md): one absolute style ("Dec 1, 2026", with the time
// "Dec 1, 2026, 9:47 PM") and one relative style ("3 minutes ago", "yesterday", "2 weeks ago").

/** An ISO string (the API's timestamps), a Date, or epoch milliseconds. */
export type When = string | number | Date

/** The server's plan and invoice dates are epoch seconds (FACTS decision 7): always times 1000. */
export const fromEpochSeconds = (seconds: number) => new Date(seconds * 1000)

const LOCALE = 'en-US'
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The visitor's time zone unless told: the server knows none and says UTC. */
type Zone = { timeZone?: 'UTC' }

// Made on first use and kept: a formatter's first construction loads its locale data, the slow part.
const formats = new Map<string, Intl.DateTimeFormat>()
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options)
  let made = formats.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE, options)
    formats.set(key, made)
  }
  return made
}

let relative: Intl.RelativeTimeFormat | undefined

function toDate(when: When): Date | undefined {
  const date = when instanceof Date ? when : new Date(when)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The day: "Dec 1, 2026". An unreadable date is ''. */
export function calendarDay(when: When, zone: Zone = {}): string {
  const date = toDate(when)
  return date ? format({ dateStyle: 'medium', ...zone }).format(date) : ''
}

/** The day and the minute: "Dec 1, 2026, 9:47 PM", what a relative time shows on hover. */
export function exactTime(when: When, zone: Zone = {}): string {
  const date = toDate(when)
  return date ? format({ dateStyle: 'medium', timeStyle: 'short', ...zone }).format(date) : ''
}

/** A day without its year, where a chart's axis has room for no more: "Dec 1". */
export function dayOfMonth(when: When, zone: Zone = {}): string {
  const date = toDate(when)
  return date ? format({ month: 'short', day: 'numeric', ...zone }).format(date) : ''
}

/** A month: "Dec 2026". */
export function monthOfYear(when: When, zone: Zone = {}): string {
  const date = toDate(when)
  return date ? format({ month: 'short', year: 'numeric', ...zone }).format(date) : ''
}

/** How long ago a time is shown relative; older ones show their day. */
export const RELATIVE_FOR_MS = 30 * DAY

/**
 * How long ago `when` was: "just now", "3 minutes ago", "5 hours ago", "yesterday", "3 days ago",
 * "last week", "2 weeks ago"; from 30 days on, its day ("Nov 2, 2026"). A time ahead of `now` (another
 * machine's clock) is "just now"; an unreadable one is ''.
 */
export function relativeTime(when: When, now: number = Date.now()): string {
  const date = toDate(when)
  if (!date) return ''
  const elapsed = now - date.getTime()
  if (elapsed >= RELATIVE_FOR_MS) return calendarDay(date)
  // Intl says "now" and "this minute" here; "just now" reads better in a sentence ("Requested just now").
  if (elapsed < MINUTE) return 'just now'
  relative ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' })
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < 7) return relative.format(-days, 'day')
  return relative.format(-Math.floor(days / 7), 'week')
}
