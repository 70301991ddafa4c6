/**
 * A new idempotency key for one bin to be created: a retry of the same save sends it again, so the
 * server gives the bin it already made. From getRandomValues, which (unlike randomUUID) also works on
 * a plain-http address other than localhost.
 */
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
