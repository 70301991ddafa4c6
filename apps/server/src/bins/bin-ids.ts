import { randomBytes } from 'node:crypto'

import type { BinVisibility } from '@one/contract/bins'

const BIN_ID_LENGTH = 12
// About 131 random bits: an unlisted bin's id cannot be guessed from anything.
const UNLISTED_BIN_ID_LENGTH = 22

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// The largest multiple of 62 that fits in a byte: bytes from 248 up would favour the first letters.
const fairBytes = 256 - (256 % alphabet.length)

/** A new bin id of [A-Za-z0-9], every character equally likely: 12 characters, or 22 for an unlisted bin. */
export function newBinId(visibility: BinVisibility = 'public'): string {
  const length = visibility === 'unlisted' ? UNLISTED_BIN_ID_LENGTH : BIN_ID_LENGTH
  let id = ''
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < fairBytes) id += alphabet[byte % alphabet.length]
      if (id.length === length) break
    }
  }
  return id
}

/** An unlisted bin needs a long id: one made public or private before has a short, guessable-from-shape one. */
export const needsLongId = (id: string, visibility: BinVisibility | undefined) =>
  visibility === 'unlisted' && id.length < UNLISTED_BIN_ID_LENGTH
