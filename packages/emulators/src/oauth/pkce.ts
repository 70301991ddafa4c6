import { createHash, timingSafeEqual } from 'node:crypto'

// RFC 7636 section 4.1: 43 to 128 characters of the unreserved set.
const verifierPattern = /^[A-Za-z0-9._~-]{43,128}$/

export const isCodeVerifier = (text: string) => verifierPattern.test(text)

/** The S256 check of RFC 7636 section 4.6: base64url(sha256(verifier)) equals the stored challenge. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'))
  const expected = Buffer.from(challenge)
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}
