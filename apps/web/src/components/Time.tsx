import { exactTime, relativeTime, type When } from '@one/contract/dates'
import { useState } from 'react'

type Props = {
  value: When
  /** What "ago" counts from; the first render's clock unless told, so a re-render reads the same. */
  now?: number
}

/**
 * A time on screen in the one style (FACTS decision 16, docs/decisions/0041-one-format-module.md):
 * relative, with the exact day and minute on hover, and the machine-readable time in `dateTime`. A
 * sentence that names a day ("Your plan renews on Dec 1, 2026") writes `calendarDay` instead.
 */
export function Time({ value, now }: Props) {
  const [firstRender] = useState(Date.now)
  const date = value instanceof Date ? value : new Date(value)
  // What cannot be read shows as it came: the user still sees what the server sent.
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : null
  return (
    <time dateTime={date.toISOString()} title={exactTime(date)}>
      {relativeTime(date, now ?? firstRender)}
    </time>
  )
}
