// The last build step: a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every text file of
// dist, which the server sends as they are to a browser that accepts them (preCompressed), so no request
// pays for compression. Files under 1 KB gain too little and are sent as they are.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url)
const text = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const files = (await readdir(dist, { recursive: true })).filter(
  (name) => text.test(name) && !name.startsWith('.vite'),
)
let count = 0
let before = 0
let after = 0
await Promise.all(
  files.map(async (name) => {
    const path = new URL(name, dist)
    if ((await stat(path)).size < MIN_BYTES) return
    const content = await readFile(path)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ])
    await Promise.all([
      writeFile(new URL(`${name}.br`, dist), br),
      writeFile(new URL(`${name}.gz`, dist), gz),
    ])
    count += 1
    before += content.length
    after += br.length
  }),
)
console.info(
  `compress: ${count} files, ${(before / 1024).toFixed(0)} KB to ${(after / 1024).toFixed(0)} KB brotli`,
)
