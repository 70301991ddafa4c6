const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * "Nov 25, 2026, 7:28 AM" in the visitor's time zone, as the UI's English reads everywhere. Written out
 * rather than asked of Intl: a phone's first Intl date format loads locale data for 50 ms or more, the
 * longest task of a bin page's first render (issue 10).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${clock}`
}
