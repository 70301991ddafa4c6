import { createHash } from 'node:crypto'

/** A strong validator of a body: the same bytes, the same tag. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}
