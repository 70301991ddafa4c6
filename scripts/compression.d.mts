export type Encoding = 'br' | 'gzip'
export type Level = 'answer' | 'page' | 'smallest'
export declare const ENCODINGS: Encoding[]
export declare const COMPRESS_FROM_BYTES: number
export declare const AT_ONCE_BYTES: number
export declare const LARGE_CHUNKS: number
export declare const LEVELS: Record<
  Level,
  { br: import('node:zlib').BrotliOptions; gzip: import('node:zlib').ZlibOptions }
>
export declare function compress(body: Buffer, encoding: Encoding, level?: Level): Promise<Buffer>
export declare function compressAtOnce(body: Buffer, encoding: Encoding, level?: Level): Buffer
export declare function compressSoon(
  body: Buffer,
  encoding: Encoding,
  level?: Level,
): Buffer | Promise<Buffer>
export declare const answerZlib: {
  createBrotliCompress(options?: import('node:zlib').BrotliOptions): import('node:zlib').BrotliCompress
  createGzip(options?: import('node:zlib').ZlibOptions): import('node:zlib').Gzip
  brotliCompressSync: typeof import('node:zlib').brotliCompressSync
  gzipSync: typeof import('node:zlib').gzipSync
}
export declare function decompress(body: Buffer, encoding?: string): Buffer
export declare function gzipBytes(body: import('node:zlib').InputType): number
