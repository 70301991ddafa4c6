/** The overview's days and months are the server's, counted in UTC: shown in UTC, so none moves a day. */
export const utc = { timeZone: 'UTC' } as const

/** `2026-03-05` as the instant its UTC day begins. */
export const utcDay = (day: string) => `${day}T00:00:00Z`
