/** Freezes a fixture so a migration step that writes to its input throws instead of passing silently. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item)
    Object.freeze(value)
  }
  return value
}

/** A deep copy of JSON fixture data, for tests that change it. */
export function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
