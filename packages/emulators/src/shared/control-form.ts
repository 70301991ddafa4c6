import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'

/** Lets a control route take the emulator page's form as well as JSON. */
export async function acceptForms(app: FastifyInstance): Promise<void> {
  // The host may parse forms already; a second parser for the same type would be refused.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody)
}

/** A form's or JSON's field as text: forms send only text, JSON may send anything. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** A checkbox ('on' when ticked, absent when not) or a JSON boolean. */
export function checked(value: unknown, fromForm: boolean): boolean | undefined {
  if (typeof value === 'boolean') return value
  if (fromForm) return value === 'on' || value === 'true'
  return undefined
}

/** A whole number given as JSON or as a form's text. */
export function whole(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined
}

export const isForm = (contentType: string | undefined) =>
  (contentType ?? '').startsWith('application/x-www-form-urlencoded')

/** 1 to `max` characters, none of them a control character or half of a surrogate pair. */
export function printable(value: string | undefined, max: number): value is string {
  if (!value || value.length > max || /\p{Cs}/u.test(value)) return false
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return false
  }
  return true
}
