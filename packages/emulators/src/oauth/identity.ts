import { createHash } from 'node:crypto'

/** Who signs in: a username typed on the emulator's page, and what every provider derives from it. */
export type EmulatedUser = {
  username: string
  email: string
  /** A number fixed by provider and username, from which each provider shapes its own user id. */
  seed: bigint
}

export const usernamePattern = /^[A-Za-z0-9_-]{1,39}$/

// Usernames are case-insensitive, as on the real providers: 'Alice' and 'alice' are one account.
export function emulatedUser(providerKey: string, username: string): EmulatedUser {
  const canonical = username.toLowerCase()
  const digest = createHash('sha256').update(`${providerKey}:${canonical}`).digest()
  return {
    username,
    email: `${canonical}@${providerKey}.emulator.test`,
    seed: digest.readBigUInt64BE(0),
  }
}

/** A stable id of exactly `digits` decimal digits (no leading zero). */
export function stableDigits(user: EmulatedUser, digits: number): string {
  const low = 10n ** BigInt(digits - 1)
  return (low + (user.seed % (9n * low))).toString()
}
