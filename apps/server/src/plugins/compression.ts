import negotiate from '@fastify/accept-negotiator'
import fastifyCompress from '@fastify/compress'
import { HttpError } from '@one/contract/errors'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  AT_ONCE_BYTES,
  answerZlib,
  COMPRESS_FROM_BYTES,
  compressSoon,
  ENCODINGS,
  type Encoding,
  LEVELS,
} from '../../../../scripts/compression.mjs'
import { decidedOnce } from '../cache/decided-once.ts'
import { addVary } from '../http/vary.ts'

// Server-sent events stay out: a compressor would hold the events back until it had a block to write.
const COMPRESSIBLE = /^text\/(?!event-stream)|json|javascript|xml|svg|wasm|font\/(?:otf|ttf)/
const isCompressible = (type: string) => COMPRESSIBLE.test(type)

/**
 * Answers of about 1 KB or more leave compressed, brotli or gzip as the client takes them (decision
 * 0007): @fastify/compress compresses them, at once up to 64 KiB and on the thread pool past it
 * (decision 0034). What the web build compressed passes untouched (spa.ts sets its Content-Encoding).
 * Registered before any route: the plugin adds its hooks to each route as it is added.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ENCODINGS,
      threshold: COMPRESS_FROM_BYTES,
      syncThreshold: AT_ONCE_BYTES,
      customTypes: isCompressible,
      brotliOptions: LEVELS.answer.br,
      zlibOptions: LEVELS.answer.gzip,
      zlib: answerZlib,
      // A compressed request body is refused (refuseEncodedBody), never inflated.
      globalDecompression: false,
    })
  },
  { name: 'compression' },
)

/** The encoding for a client's Accept-Encoding, or null for none; each browser sends its own value. */
const negotiated = decidedOnce(
  (acceptEncoding) => (negotiate(acceptEncoding, ENCODINGS) as Encoding | null | undefined) ?? null,
)

/**
 * Compressed forms of bodies a route keeps and sends again (a public bin's JSON, a user's verify
 * answer): the same Buffer is compressed once per encoding, then sent as it was made. What holds the
 * guest bin read's target in `npm run bench:api` (decision 0040).
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
  const made = compressSoon(body, encoding)
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

/**
 * The step of the way out that comes before @fastify/compress's (front-door.ts runs it for every
 * answer): an answer that may be compressed says `Vary: Accept-Encoding` whatever is chosen (the plugin
 * says it only when it compresses), and a Buffer a route keeps leaves in its kept compressed form, which
 * the plugin then passes as already encoded.
 */
export function keptCompressedOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const isBuffer = Buffer.isBuffer(payload)
  const size = isBuffer ? payload.length : typeof payload === 'string' ? payload.length : undefined
  const type = reply.getHeader('content-type')
  if (
    (size === undefined && (payload === null || typeof payload !== 'object')) ||
    (size !== undefined && size < COMPRESS_FROM_BYTES) ||
    typeof type !== 'string' ||
    !isCompressible(type) ||
    reply.getHeader('content-encoding') !== undefined
  ) {
    done(null, payload)
    return
  }
  addVary(reply, 'accept-encoding')
  const acceptEncoding = request.headers['accept-encoding']
  const encoding = isBuffer && acceptEncoding ? negotiated(acceptEncoding) : null
  const status = reply.statusCode
  if (!encoding || status === 204 || status === 304 || request.method === 'HEAD') {
    done(null, payload)
    return
  }
  let made: Buffer | Promise<Buffer>
  try {
    made = compressedOnce(payload as Buffer, encoding)
  } catch (error) {
    done(error as Error)
    return
  }
  // A body's Content-Length is left to Fastify: it counts the payload it is given and corrects a
  // length that differs (reply.js, onSendEnd). Deleting the header would make the headers a slow object.
  reply.header('content-encoding', encoding)
  if (made instanceof Promise)
    made.then(
      (body) => done(null, body),
      (error: Error) => done(error),
    )
  else done(null, made)
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
