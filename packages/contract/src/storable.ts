import { z } from 'zod/mini'

// The server keeps text in PostgreSQL, as UTF-8 in text and jsonb columns. Neither holds U+0000, and
// UTF-8 has no form for half a UTF-16 surrogate pair: such text is refused rather than changed.
const loneSurrogate = /\p{Cs}/u

const unstorable = {
  nul: 'the NUL character (U+0000)',
  lone_surrogate: 'a lone surrogate (U+D800 to U+DFFF without its other half)',
}
export type TextProblem = keyof typeof unstorable

/** Why the server cannot keep `text` exactly as it is, or undefined when it can. */
export function textProblem(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul'
  if (loneSurrogate.test(text)) return 'lone_surrogate'
  return undefined
}

/** `holder` names what cannot hold the text, as the user knows it: "A bin", "A title". */
export function textProblemMessage(holder: string, problem: TextProblem): string {
  return `${holder} cannot hold ${unstorable[problem]}.`
}

/** Refuses a string the server could not keep as it is. */
export const storableText = (holder: string) =>
  z.check<string>((ctx) => {
    const problem = textProblem(ctx.value)
    if (problem)
      ctx.issues.push({ code: 'custom', input: ctx.value, message: textProblemMessage(holder, problem) })
  })

type Path = (string | number)[]

/** The first thing in a JSON value the server could not store, and where. */
function jsonProblem(
  root: unknown,
  holder: string,
  maxDepth: number,
): { path: Path; message: string } | undefined {
  // A list instead of recursion, so a deep value cannot overflow the check itself.
  const pending: { value: unknown; path: Path; depth: number }[] = [{ value: root, path: [], depth: 1 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return { path, message: textProblemMessage(holder, problem) }
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth > maxDepth) return { path, message: `${holder} can nest at most ${maxDepth} levels deep.` }
    const isArray = Array.isArray(value)
    const entries = Object.entries(value)
    for (const [key] of isArray ? [] : entries) {
      const problem = textProblem(key)
      if (problem)
        return { path, message: `${holder} cannot hold ${unstorable[problem]}, not even in a field name.` }
    }
    // Last in, first out: pushed backwards, the fields are checked in their order.
    for (const [key, item] of entries.reverse()) {
      pending.push({ value: item, path: [...path, isArray ? Number(key) : key], depth: depth + 1 })
    }
  }
  return undefined
}

/**
 * Refuses JSON data the server could not keep in a jsonb column, or that nests objects and arrays
 * more than `maxDepth` levels deep (the value checked is level 1): deep data overflows the stack of
 * whatever walks it recursively later, JSON.stringify included.
 */
export const storableJson = ({ holder, maxDepth }: { holder: string; maxDepth: number }) =>
  z.check<unknown>((ctx) => {
    const problem = jsonProblem(ctx.value, holder, maxDepth)
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, ...problem })
  })
