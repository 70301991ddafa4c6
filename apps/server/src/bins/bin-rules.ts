import { BIN_CONTENT_MAX_BYTES, BIN_TOO_LARGE_MESSAGE, type UpdateBinBody } from '@one/contract/bins'
import { AppError } from '../app-error.ts'
import type { BinRecord } from './bin-view.ts'
import { type BinFields, expiryOf, isExpired } from './bins-store.ts'

// A private bin of someone else answers exactly as an unknown id does, so ids cannot be probed.
export const binNotFound = () => new AppError('not_found', 'This bin does not exist.')

export const binConflict = () =>
  new AppError(
    'conflict',
    'This bin was changed in another tab or window since you opened it. Copy your text, reload, and apply your changes again.',
  )

/** An expired bin is unknown to everyone, its owner too, from the moment it expires. */
export function requireReadable(bin: BinRecord | undefined, viewerId: string | undefined): BinRecord {
  if (!bin || isExpired(bin) || (bin.visibility === 'private' && bin.ownerId !== viewerId)) {
    throw binNotFound()
  }
  return bin
}

/** Who may read a bin's history: as its text, except that a bin burned by its reader has none to show. */
export function requireHistoryReadable(bin: BinRecord | undefined, viewerId: string | undefined): BinRecord {
  const readable = requireReadable(bin, viewerId)
  if (readable.burn && readable.ownerId !== viewerId) throw binNotFound()
  return readable
}

export function requireOwned(bin: BinRecord | undefined, viewerId: string | undefined): BinRecord {
  const readable = requireReadable(bin, viewerId)
  if (readable.ownerId !== viewerId) {
    throw new AppError('forbidden', 'Only the owner can change this bin.')
  }
  return readable
}

/** Counted in UTF-8 bytes, as stored and sent; the JSON body may be larger because of escapes. */
export function requireContentSize(content: string): void {
  if (Buffer.byteLength(content, 'utf8') > BIN_CONTENT_MAX_BYTES) {
    throw new AppError('too_large', BIN_TOO_LARGE_MESSAGE)
  }
}

export type UpdatePlan = {
  set: BinFields
  expectedVersion?: number
  bumpVersion: boolean
  touch: boolean
}

/**
 * What a PATCH changes. Sending content, title or language is an edit of the text: it needs the
 * version it was made on and makes a new version. Favorite and pinned are the owner's bookmarks:
 * they neither need a version nor move the bin up the list.
 */
export function planUpdate(body: UpdateBinBody): UpdatePlan {
  const { version, expires, ...fields } = body
  const set = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as BinFields
  if (expires !== undefined) set.expiresAt = expiryOf(expires)
  if (Object.keys(set).length === 0) {
    throw new AppError('bad_request', 'Nothing to change: send at least one field of the bin.')
  }
  const editsText = set.content !== undefined || set.title !== undefined || set.language !== undefined
  if (editsText && version === undefined) {
    throw new AppError(
      'version_required',
      'Send the version your change was made on (the "version" of the bin you opened).',
    )
  }
  if (set.content !== undefined) requireContentSize(set.content)
  return {
    set,
    ...(version === undefined ? {} : { expectedVersion: version }),
    bumpVersion: editsText,
    touch: editsText || set.visibility !== undefined,
  }
}
