// What a page costs on the wire: its HTML and the scripts that HTML asks for, fetched as a browser does
// (Accept-Encoding: br, gzip) and counted as sent, before decompression.
import { get } from 'node:http'
import { decompress } from './compression.mjs'

function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding'] ?? 'identity'
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
        else resolve({ bytes: raw.length, encoding, text: () => decompress(raw, encoding).toString('utf8') })
      })
    }).on('error', reject)
  })
}

/**
 * The page's HTML and the scripts it asks for (its boot script's list, or script and preload links), in
 * bytes sent, with the encodings used.
 */
export async function firstScreenOnTheWire(url) {
  const page = await fetchRaw(url)
  const html = page.text()
  const scripts = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, path]) => path))
  const sent = await Promise.all([...scripts].map((path) => fetchRaw(new URL(path, url))))
  const encodings = new Set([page, ...sent].map((response) => response.encoding))
  return {
    htmlBytes: page.bytes,
    scripts: sent.length,
    scriptBytes: sent.reduce((total, response) => total + response.bytes, 0),
    encodings: [...encodings].join('+'),
  }
}
