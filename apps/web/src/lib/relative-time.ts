// Times as the UI's English reads them: how long ago ("5 minutes ago"), and the exact time beside it.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`

/** "Nov 26, 2026", in the visitor's time zone, from epoch seconds (the server's dates of a plan). */
export function absoluteDay(epochSeconds: number): string {
  const date = new Date(epochSeconds * 1000)
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** "Nov 26, 2026, 7:28 AM" in the visitor's time zone. */
export function absoluteTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  return `${absoluteDay(date.getTime() / 1000)}, ${clock}`
}

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; past a week, the day itself. */
export function relativeTime(iso: string, now: number): string {
  const at = new Date(iso).getTime()
  if (Number.isNaN(at)) return ''
  const ago = Math.max(0, now - at)
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return plural(Math.floor(ago / HOUR), 'hour')
  if (ago < 2 * DAY) return 'yesterday'
  if (ago < 7 * DAY) return plural(Math.floor(ago / DAY), 'day')
  return absoluteDay(at / 1000)
}
