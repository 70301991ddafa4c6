/** An object as JSON.parse makes it. */
export type PlainObject = Record<string, unknown>

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A deep copy of JSON-like data. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T
  if (!isPlainObject(value)) return value
  const copy: PlainObject = {}
  for (const [key, item] of Object.entries(value)) {
    // Assigning a `__proto__` key would replace the copy's prototype instead of adding a field.
    if (key !== '__proto__') copy[key] = clonePlain(item)
  }
  return copy as T
}
