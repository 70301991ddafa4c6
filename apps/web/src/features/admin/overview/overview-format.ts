// How the overview writes its figures: dollars like `$2.99`, days and months in UTC as the server counts them.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const formatCents = (cents: number) => dollars.format(cents / 100)

const utc = (date: string) => new Date(`${date}T00:00:00Z`)

/** `2026-03-05` as `Mar 5`. */
export const shortDay = (day: string) =>
  utc(day).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** `2026-03-05` as `Thu, Mar 5, 2026`. */
export const longDay = (day: string) =>
  utc(day).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** `2026-03` as `Mar 2026`. */
export const monthName = (month: string) =>
  utc(`${month}-01`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
