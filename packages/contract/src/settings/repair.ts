import { z } from 'zod'
import { clonePlain, isPlainObject } from './plain-data.ts'

/**
 * Checks `value` against `schema` one field at a time: a field that is wrong gets its `fallback` and a
 * problem naming its path, so one bad field never costs the user the others. A missing field takes the
 * fallback silently: that is the original's merge onto defaults, and data from an older v6 writer lacks
 * fields added later. Lists replace the fallback whole, so a stored empty list stays empty.
 */
export function repairField(
  value: unknown,
  fallback: unknown,
  schema: z.ZodType,
  path: string,
  problems: string[],
): unknown {
  if (value === undefined) return clonePlain(fallback)
  if (schema instanceof z.ZodObject && isPlainObject(fallback)) {
    if (!isPlainObject(value)) {
      problems.push(`${path}: expected an object; the defaults are used`)
      return clonePlain(fallback)
    }
    const repaired: Record<string, unknown> = {}
    for (const [key, fallbackItem] of Object.entries(fallback)) {
      const itemSchema = schema.shape[key] as z.ZodType
      repaired[key] = repairField(value[key], fallbackItem, itemSchema, `${path}.${key}`, problems)
    }
    for (const [key, item] of Object.entries(value)) {
      if (!Object.hasOwn(repaired, key) && key !== '__proto__') repaired[key] = clonePlain(item)
    }
    return repaired
  }
  const checked = schema.safeParse(value)
  if (checked.success) return checked.data
  const reason = checked.error.issues[0]?.message ?? 'invalid'
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType
    const kept = schema.safeParse(value.filter((item) => element.safeParse(item).success))
    if (kept.success) {
      problems.push(`${path}: ${reason}; the invalid entries are dropped`)
      return kept.data
    }
  }
  problems.push(`${path}: ${reason}; the default is used`)
  return clonePlain(fallback)
}
