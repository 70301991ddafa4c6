// Brotli and gzip as the project makes them, for everyone who makes or reads them: the server's answers
// (apps/server/src/plugins/compression.ts, through @fastify/compress), its pages (plugins/spa.ts), the web
// build's files (apps/web/scripts/compress.mjs), the byte counts of bench:web and the tests. Plain
// JavaScript, so the web build imports it on any Node the Dockerfile builds with (decision 0040).
import { promisify } from 'node:util'
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gunzipSync,
  gzip,
  gzipSync,
} from 'node:zlib'

/** What the server offers, best first; the build writes a file of each beside every text file. */
export const ENCODINGS = ['br', 'gzip']

/** Smaller answers and files cost more to compress than they save. */
export const COMPRESS_FROM_BYTES = 1024

/** Up to this size a body is compressed at once, on the event loop; a larger one on the thread pool (decision 0034). */
export const AT_ONCE_BYTES = 64 * 1024

// A body compressed on the thread pool comes back to the loop a chunk at a time, each a callback and a
// copy: in chunks of 256 KiB rather than zlib's 16 KiB, a megabyte costs four (decision 0034).
export const LARGE_CHUNKS = 256 * 1024

const brotliQuality = (quality) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } })

/**
 * How hard each use compresses. `answer`: every answer on the fly (brotli's default quality is too slow
 * per request; 4 is close to gzip's speed and smaller). `page`: a page made once per bin version.
 * `smallest`: what is made once for good (the built files, the app's pages at start).
 */
export const LEVELS = {
  answer: { br: brotliQuality(4), gzip: {} },
  page: { br: brotliQuality(5), gzip: {} },
  smallest: { br: brotliQuality(constants.BROTLI_MAX_QUALITY), gzip: { level: 9 } },
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const later = { br: brotliAsync, gzip: gzipAsync }
const now = { br: brotliCompressSync, gzip: gzipSync }

/** `body` in `encoding`, on libuv's thread pool, in large chunks. */
export function compress(body, encoding, level = 'answer') {
  const options = LEVELS[level][encoding]
  const hinted =
    encoding === 'br' && level === 'smallest'
      ? { params: { ...options.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }
      : options
  return later[encoding](body, { ...hinted, chunkSize: LARGE_CHUNKS })
}

/** `body` in `encoding`, at once, on the calling thread: for bodies up to AT_ONCE_BYTES. */
export const compressAtOnce = (body, encoding, level = 'answer') =>
  now[encoding](body, LEVELS[level][encoding])

/** `body` in `encoding`: at once when small, else on the thread pool (decision 0034). */
export function compressSoon(body, encoding, level = 'answer') {
  return body.length <= AT_ONCE_BYTES
    ? compressAtOnce(body, encoding, level)
    : compress(body, encoding, level)
}

/**
 * node:zlib for @fastify/compress (its `zlib` option): its streams hand chunks back in LARGE_CHUNKS;
 * its calls at once (bodies up to its `syncThreshold`) are zlib's own.
 */
export const answerZlib = {
  createBrotliCompress: (options) => createBrotliCompress({ ...options, chunkSize: LARGE_CHUNKS }),
  createGzip: (options) => createGzip({ ...options, chunkSize: LARGE_CHUNKS }),
  brotliCompressSync,
  gzipSync,
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body }

/** A body as it came (`Content-Encoding`: br, gzip, or none), decoded. */
export function decompress(body, encoding = 'identity') {
  const decode = decoders[encoding]
  if (!decode) throw new Error(`No decoder for Content-Encoding "${encoding}"`)
  return decode(body)
}

/** Bytes of `body` gzipped at zlib's default level: what the byte budgets count (decision 0021). */
export const gzipBytes = (body) => gzipSync(body).length
