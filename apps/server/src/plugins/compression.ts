import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import { HttpError } from '@one/contract/errors'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { decidedOnce } from '../cache/decided-once.ts'
import { addVary } from '../http/vary.ts'

/** Smaller answers cost more to compress than they save. */
export const COMPRESS_FROM_BYTES = 1024
/** Up to this size an answer is compressed at once; a larger one on the thread pool. */
export const AT_ONCE_BYTES = 64 * 1024

const ENCODINGS = ['br', 'gzip'] as const
type Encoding = (typeof ENCODINGS)[number]

// Brotli's default quality is too slow to run per request; 4 is close to gzip's speed and smaller.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }
// A body compressed on the thread pool comes back to the loop a chunk at a time, each a callback and
// a copy: in chunks of 256 KiB rather than zlib's 16 KiB, a megabyte costs four (docs/decisions/0034).
export const LARGE_CHUNKS = 256 * 1024
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compress = {
  br: {
    now: (body: Buffer) => brotliCompressSync(body, brotliOptions),
    later: (body: Buffer) => brotliAsync(body, { ...brotliOptions, chunkSize: LARGE_CHUNKS }),
    stream: () => createBrotliCompress(brotliOptions),
  },
  gzip: {
    now: (body: Buffer) => gzipSync(body),
    later: (body: Buffer) => gzipAsync(body, { chunkSize: LARGE_CHUNKS }),
    stream: () => createGzip(),
  },
}

const COMPRESSIBLE = /^text\/|json|javascript|xml|svg|wasm|font\/(?:otf|ttf)/

/** The encoding for a client's Accept-Encoding, or null for none; each browser sends its own value. */
const negotiated = decidedOnce(
  (acceptEncoding) =>
    (negotiate(acceptEncoding, ENCODINGS as unknown as string[]) as Encoding | null) ?? null,
)

const sizeOf = (payload: string | Buffer) =>
  typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length

/**
 * Compressed forms of bodies a route keeps and sends again (a public bin's JSON, a user's verify
 * answer): the same Buffer is compressed once per encoding, then sent as it was made.
 */
const keptBodies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer | Promise<Buffer>>>>()

function compressedOnce(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  let forms = keptBodies.get(body)
  if (!forms) {
    forms = {}
    keptBodies.set(body, forms)
  }
  const kept = forms[encoding]
  if (kept) return kept
  const made = body.length <= AT_ONCE_BYTES ? compress[encoding].now(body) : compress[encoding].later(body)
  forms[encoding] = made
  if (made instanceof Promise) {
    const saved = forms
    made.then(
      (done) => {
        saved[encoding] = done
      },
      () => {
        delete saved[encoding]
      },
    )
  }
  return made
}

function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (payload === null || payload === undefined || reply.getHeader('content-encoding') !== undefined) return
  const status = reply.statusCode
  if (status === 204 || status === 304 || request.method === 'HEAD') return
  const isBody = typeof payload === 'string' || Buffer.isBuffer(payload)
  if (isBody && sizeOf(payload) < COMPRESS_FROM_BYTES) return
  if (!isBody && !(payload instanceof Readable)) return
  const type = reply.getHeader('content-type')
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return
  // Whatever is chosen, the answer depends on Accept-Encoding: caches must keep one per encoding.
  addVary(reply, 'accept-encoding')
  const acceptEncoding = request.headers['accept-encoding']
  const encoding = acceptEncoding ? negotiated(acceptEncoding) : null
  if (!encoding) return
  reply.header('content-encoding', encoding)
  if (!isBody) {
    reply.removeHeader('content-length')
    return (payload as Readable).pipe(compress[encoding].stream())
  }
  // A body's Content-Length stays: Fastify counts the payload it is given and corrects a length that
  // differs (reply.js, onSendEnd). Deleting the header would turn the headers object into a slow one.
  if (Buffer.isBuffer(payload)) return compressedOnce(payload, encoding)
  const body = Buffer.from(payload as string)
  return body.length <= AT_ONCE_BYTES ? compress[encoding].now(body) : compress[encoding].later(body)
}

/**
 * A request body that is itself compressed is refused (front-door.ts checks it on every request): no
 * call of this API takes one, and inflating one lets a small request expand into a large body.
 */
export function refuseEncodedBody(request: FastifyRequest): void {
  const encoding = request.headers['content-encoding']
  if (encoding === undefined || encoding.toLowerCase() === 'identity') return
  throw new HttpError(
    415,
    'unsupported_media_type',
    `Request bodies are not taken with Content-Encoding "${encoding.slice(0, 32)}"; send it uncompressed.`,
  )
}

/**
 * Compresses an answer of about 1 KB or more (and built files not already compressed) as it leaves,
 * with brotli or gzip as the client takes them; files the build compressed pass untouched (spa.ts).
 * An onSend step: front-door.ts runs it for every answer, in its one hook on the way out.
 */
export function compressOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  let result: ReturnType<typeof compressed>
  try {
    result = compressed(request, reply, payload)
  } catch (error) {
    done(error as Error)
    return
  }
  if (result === undefined) {
    done(null, payload)
    return
  }
  if (result instanceof Promise) {
    result.then(
      (body) => done(null, body),
      (error: Error) => done(error),
    )
    return
  }
  done(null, result)
}
