import { BIN_CONTENT_MAX_BYTES, type SharedBin, sharedBin } from '@one/contract/bins'
import { safeParse } from 'zod/mini'
import { FRAGMENT_PREFIX, shareDataFromHash } from './share-hash.ts'

/** A share link that cannot be read; the message says so in words a user understands. */
export class ShareLinkError extends Error {}

// Room for a whole bin plus its JSON escapes; a fragment inflating past this is not one of ours.
const MAX_INFLATED_BYTES = BIN_CONTENT_MAX_BYTES * 2 + 64 * 1024

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  // In slices: spreading 200 KB of arguments at once overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new ShareLinkError('This share link is damaged: it has characters a link never holds.')
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    throw new ShareLinkError('This share link is damaged: part of it is missing.')
  }
}

// Response, not Blob: jsdom's Blob has no stream(), and a browser has both.
const bodyOf = (bytes: Uint8Array) => new Response(bytes as BodyInit).body as ReadableStream<BufferSource>

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel()
      throw new ShareLinkError('This share link holds more than a bin can.')
    }
    parts.push(value)
  }
  const all = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    all.set(part, offset)
    offset += part.length
  }
  return all
}

/** The bin as JSON, deflated, in base64url: what follows `#bin=`. */
export async function encodeSharedBin(shared: SharedBin): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(shared))
  const deflated = bodyOf(json).pipeThrough(new CompressionStream('deflate-raw'))
  return toBase64Url(await readAll(deflated, Number.POSITIVE_INFINITY))
}

/** Reads what `encodeSharedBin` wrote; anything else is a ShareLinkError, never a crash. */
export async function decodeSharedBin(data: string): Promise<SharedBin> {
  const bytes = fromBase64Url(data)
  if (bytes.length === 0) throw new ShareLinkError('This share link is empty.')
  let json: string
  try {
    const inflated = bodyOf(bytes).pipeThrough(new DecompressionStream('deflate-raw'))
    json = new TextDecoder('utf-8', { fatal: true }).decode(await readAll(inflated, MAX_INFLATED_BYTES))
  } catch (error) {
    if (error instanceof ShareLinkError) throw error
    throw new ShareLinkError('This share link is damaged or incomplete: its text cannot be unpacked.')
  }
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw new ShareLinkError('This share link is damaged: its text is not a bin.')
  }
  const parsed = safeParse(sharedBin, value)
  if (!parsed.success) throw new ShareLinkError('This share link is damaged: its text is not a bin.')
  return parsed.data
}

export { shareDataFromHash }

/** The full link that opens the home page's editor with this bin. */
export async function shareLink(shared: SharedBin, origin = window.location.origin): Promise<string> {
  return `${origin}/${FRAGMENT_PREFIX}${await encodeSharedBin(shared)}`
}
