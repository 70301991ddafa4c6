// `npm run bench:web`: builds the app, opens / in Chromium and sums the gzip size of every script the
// page loads to show its first screen; the editor's chunks, fetched after it, are printed apart.
// Target from issue 2: at most 160 KB gzip.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium.mjs'
import { startServer } from './serve.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const dist = 'apps/web/dist'
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024

const server = await startServer()
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1))
  })
  await page.goto(`${server.base}/`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')

  // The first screen is the entry and the lazy pages it needed, with what they import statically.
  // The editor and the dialogs are lazy chunks of their own, fetched after it: counted apart.
  const loaded = [...scripts].filter((file) => file.startsWith('assets/'))
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const chunks = Object.values(manifest)
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]))
  const isLater = (chunk) => /Editor|Dialog/.test(chunk.src ?? chunk.file)
  const roots = chunks.filter(
    (chunk) => chunk.isEntry || (chunk.isDynamicEntry && loaded.includes(chunk.file) && !isLater(chunk)),
  )
  const firstScreen = new Set()
  const visit = (chunk) => {
    if (firstScreen.has(chunk.file)) return
    firstScreen.add(chunk.file)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  roots.forEach(visit)

  const measure = (files) => files.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb)
  const sum = (sizes) => sizes.reduce((total, s) => total + s.kb, 0)
  const first = measure(loaded.filter((file) => firstScreen.has(file)))
  const after = measure(loaded.filter((file) => !firstScreen.has(file)))
  const total = sum(first)
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))

  console.info('\nbench:web (JavaScript of the first screen of / , gzip)')
  for (const { file, kb } of first.slice(0, 5)) console.info(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`)
  console.info(`  ${first.length} scripts of ${all.length} built`)
  console.info(`total ${total.toFixed(1)} KB gzip   target <= 160 KB   ${total <= 160 ? 'ok' : 'OVER'}`)
  const later = after.map(
    ({ file, kb }) => `${file} (${kb.toFixed(1)} KB${isLater(byFile.get(file) ?? {}) ? ', lazy entry' : ''})`,
  )
  console.info(`then fetched for the editor: ${sum(after).toFixed(1)} KB in ${after.length} scripts`)
  for (const line of later.slice(0, 5)) console.info(`  ${line}`)
  const lazy = chunks.filter((chunk) => chunk.isDynamicEntry && isLater(chunk)).map((chunk) => chunk.file)
  const eager = lazy.filter((file) => firstScreen.has(file))
  console.info(
    `editor and dialog chunks built: ${lazy.length}; in the first screen: ${eager.length ? eager.join(', ') : 'none'}`,
  )
  await page.close()
} finally {
  await browser.close()
  await server.stop()
}
