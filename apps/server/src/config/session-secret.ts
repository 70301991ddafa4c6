import { z } from 'zod'

const NEEDED_BITS = 128

/**
 * What a secret can hold at most if each character were drawn at random from the characters it
 * uses: length × log2(distinct characters). A repeated or patterned string scores low; it is an
 * estimate that errs on the side of refusing (32 hex digits may score a little under 128).
 */
export function estimatedBits(secret: string): number {
  const characters = [...secret]
  const distinct = new Set(characters).size
  return characters.length * Math.log2(Math.max(distinct, 1))
}

export const sessionSecret = z
  .string()
  .min(32, 'must be at least 32 characters')
  .refine((secret) => estimatedBits(secret) >= NEEDED_BITS, {
    error: (issue) =>
      `is too easy to guess (about ${Math.floor(estimatedBits(String(issue.input)))} bits, ${NEEDED_BITS} needed): make one with \`openssl rand -base64 32\``,
  })
  .optional()
