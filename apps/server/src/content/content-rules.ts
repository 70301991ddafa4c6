import { type ContentKind, IMAGE_MAX_BYTES, metadataOf } from '@one/contract/content'
import { AppError } from '../app-error.ts'

/** The metadata of a body, checked against its kind's schema; a readable 400 when it does not fit. */
export function checkedMetadata(kind: ContentKind, metadata: unknown): Record<string, unknown> {
  const parsed = metadataOf[kind].safeParse(metadata)
  if (parsed.success) return parsed.data as Record<string, unknown>
  const issues = parsed.error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.map((part) => String(part).slice(0, 32)).join('.')
    return `metadata${where ? `.${where}` : ''}: ${issue.message}`
  })
  throw new AppError('bad_request', `Invalid request: ${issues.join('; ')}`)
}

/** PostgreSQL's "a unique constraint refused the row", however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

export type ImageType = { type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'; extension: string }

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

/**
 * What an upload is, read from its first bytes, whatever the client claimed: PNG, JPEG, WebP or GIF.
 * Anything else (SVG above all: it can carry script) is refused.
 */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', extension: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { type: 'image/webp', extension: 'webp' }
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return { type: 'image/gif', extension: 'gif' }
  return undefined
}

export function checkedImage(bytes: Buffer): ImageType {
  if (bytes.length === 0) throw new AppError('bad_request', 'The image is empty.')
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('too_large', 'An image can be at most 2 MB.')
  const type = imageTypeOf(bytes)
  if (!type) {
    throw new AppError(
      'unsupported_media_type',
      'Only PNG, JPEG, WebP and GIF images can be uploaded (SVG is refused: it can carry script).',
    )
  }
  return type
}
