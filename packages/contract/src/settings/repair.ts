import { z } from 'zod/mini'
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
  schema: z.core.$ZodType,
  path: string,
  problems: string[],
): unknown {
  if (value === undefined) return clonePlain(fallback)
  // Core classes, so any zod 4 object or array schema is walked alike (zod/mini or classic).
  if (schema instanceof z.core.$ZodObject && isPlainObject(fallback)) {
    if (!isPlainObject(value)) {
      problems.push(`${path}: expected an object; the defaults are used`)
      return clonePlain(fallback)
    }
    const repaired: Record<string, unknown> = {}
    for (const [key, fallbackItem] of Object.entries(fallback)) {
      const itemSchema = schema._zod.def.shape[key] as z.core.$ZodType
      repaired[key] = repairField(value[key], fallbackItem, itemSchema, `${path}.${key}`, problems)
    }
    for (const [key, item] of Object.entries(value)) {
      if (!Object.hasOwn(repaired, key) && key !== '__proto__') repaired[key] = clonePlain(item)
    }
    return repaired
  }
  const checked = z.safeParse(schema, value)
  if (checked.success) return checked.data
  const reason = checked.error.issues[0]?.message ?? 'invalid'
  if (schema instanceof z.core.$ZodArray && Array.isArray(value)) {
    const element = schema._zod.def.element
    const kept = z.safeParse(
      schema,
      value.filter((item) => z.safeParse(element, item).success),
    )
    if (kept.success) {
      problems.push(`${path}: ${reason}; the invalid entries are dropped`)
      return kept.data
    }
  }
  problems.push(`${path}: ${reason}; the default is used`)
  return clonePlain(fallback)
}
