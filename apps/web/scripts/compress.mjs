// The last build step: a brotli (.br) and a gzip (.gz) copy, at their smallest, beside every text file of
// dist, which the server sends as they are to a browser that accepts them (preCompressed), so no request
// pays for compression. Files under 1 KB gain too little and are sent as they are. The settings are the
// server's (scripts/compression.mjs).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { COMPRESS_FROM_BYTES, compress } from '../../../scripts/compression.mjs'

const dist = new URL('../dist/', import.meta.url)
const text = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/

const files = (await readdir(dist, { recursive: true })).filter(
  (name) => text.test(name) && !name.startsWith('.vite'),
)
let count = 0
let before = 0
let after = 0
await Promise.all(
  files.map(async (name) => {
    const path = new URL(name, dist)
    if ((await stat(path)).size < COMPRESS_FROM_BYTES) return
    const content = await readFile(path)
    const [br, gz] = await Promise.all([
      compress(content, 'br', 'smallest'),
      compress(content, 'gzip', 'smallest'),
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
