import { randomBytes } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 12
// The largest multiple of 62 that fits in a byte: bytes from 248 up would favour the first letters.
const fairBytes = 256 - (256 % alphabet.length)

/** A new bin id: 12 characters of [A-Za-z0-9], every character equally likely. */
export function newBinId(): string {
  let id = ''
  while (id.length < ID_LENGTH) {
    for (const byte of randomBytes(ID_LENGTH * 2)) {
      if (byte < fairBytes) id += alphabet[byte % alphabet.length]
      if (id.length === ID_LENGTH) break
    }
  }
  return id
}
