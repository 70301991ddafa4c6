import {
  type ContentKind,
  type ContentMetadata,
  contentBodyOf,
  contentPatchOf,
  IMAGE_MAX_BYTES,
  type imageTypes,
} from '@one/contract/content'
import type { z } from 'zod/mini'
import { AppError } from '../app-error.ts'

// Besides every missing field, this many other problems are named: enough to fix, short to read.
const MAX_ISSUES = 5

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  )

const where = (path: readonly PropertyKey[]) =>
  path.map((part) => String(part).slice(0, 32)).join('.') || 'body'

/** One readable 400 for a body: every required field it lacks at once, then what else is wrong. */
function invalid(input: unknown, issues: readonly z.core.$ZodIssue[]): AppError {
  const missing = issues.filter(
    (issue) => issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined,
  )
  const others = issues.filter((issue) => !missing.includes(issue))
  const parts = [
    ...(missing.length > 0 ? [`missing ${missing.map((issue) => where(issue.path)).join(', ')}`] : []),
    ...others.slice(0, MAX_ISSUES).map((issue) => `${where(issue.path)}: ${issue.message}`),
    ...(others.length > MAX_ISSUES ? [`and ${others.length - MAX_ISSUES} more`] : []),
  ]
  return new AppError('bad_request', `Invalid request: ${parts.join('; ')}`)
}

export type ItemBody<K extends ContentKind = ContentKind> = {
  slug: string
  title: string
  metadata: ContentMetadata[K]
  published: boolean
}

/**
 * A new item as its kind's schema reads it: omitted optional metadata takes its default, and a 400
 * names every missing required field (of the item and of its metadata) at once.
 */
export function checkedBody(kind: ContentKind, body: unknown): ItemBody {
  const parsed = contentBodyOf[kind].safeParse(body)
  if (!parsed.success) throw invalid(body, parsed.error.issues)
  return parsed.data
}

/** An edit, checked the same way; metadata, when given, is whole (omitted fields take their defaults). */
export function checkedPatch(kind: ContentKind, patch: unknown): Partial<ItemBody> {
  const parsed = contentPatchOf[kind].safeParse(patch)
  if (!parsed.success) throw invalid(patch, parsed.error.issues)
  if (Object.keys(parsed.data).length === 0) {
    throw new AppError('bad_request', 'Invalid request: body: must change something')
  }
  return parsed.data
}

/** PostgreSQL's "a unique constraint refused the row", however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true
  }
  return false
}

export type ImageType = { type: (typeof imageTypes)[number]; extension: string }

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
