import { createHash, randomBytes } from 'node:crypto'
import { ACCESS_ONE, ACCESS_ONE_TEAM } from '@one/contract/access'
import { API_KEY_PREFIX } from '@one/contract/api-key'
import type { Account } from '../access/account.ts'

/** Spec section 9: the last-used stamp is written at most this often per key. */
export const LAST_USED_EVERY_MS = 10 * 60_000

/** 256 random bits, URL-safe, behind the prefix: nobody finds a key by guessing. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** What is stored instead of the key. The key is random, so a plain SHA-256 is enough (no salt, no stretching). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Anything else cannot be one of our keys: refused without a lookup. */
export function looksLikeApiKey(text: string): boolean {
  return /^one_[A-Za-z0-9_-]{43}$/.test(text)
}

/** The key a bearer Authorization header carries, or undefined when it carries none. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = header && /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  return match ? match[1] : undefined
}

/** Spec section 4, as the server sees it: admins, and holders of `one` or `one/team`. */
export function subscribes(account: Account): boolean {
  return (
    account.user.isAdmin || account.access.includes(ACCESS_ONE) || account.access.includes(ACCESS_ONE_TEAM)
  )
}
