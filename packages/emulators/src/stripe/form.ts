/** A value of Stripe's form encoding once its bracketed keys are unfolded. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

// Deeper than any parameter Stripe takes; a deeper key is refused rather than walked.
const MAX_DEPTH = 5

/**
 * Unfolds the body the Stripe SDK sends (`line_items[0][price]=p&expand[0]=subscription`) into
 * objects and arrays, as Stripe reads it. Throws on a key it cannot place.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key)
    let node: FormObject | FormValue[] = root
    path.forEach((segment, i) => {
      const last = i === path.length - 1
      const container = node as Record<string, FormValue>
      if (last) {
        container[segment] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!)
      const existing = container[segment]
      if (existing === undefined) container[segment] = nextIsIndex ? [] : {}
      else if (typeof existing === 'string') throw new Error(`${key} mixes a value and a list or object`)
      node = container[segment] as FormObject | FormValue[]
    })
  }
  return root
}

function keyPath(key: string): string[] {
  const match = key.match(/^([^[\]]+)((?:\[[^[\]]*\])*)$/)
  if (!match) throw new Error(`${key} is not a parameter name`)
  const segments = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
  if (segments.length > MAX_DEPTH) throw new Error(`${key} is nested too deeply`)
  if (segments.some((segment) => segment === '' || segment === '__proto__')) {
    throw new Error(`${key} is not a parameter name`)
  }
  return segments
}
