// `npm run bench:web`: builds the app, opens / in Chromium and sums the gzip size of every script the
// page loads to show its first screen. Target from issue 2: at most 160 KB gzip.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startServer } from './serve.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const dist = 'apps/web/dist'
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024

const server = await startServer()
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
try {
  const page = await browser.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1))
  })
  await page.goto(`${server.base}/`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')

  const loaded = [...scripts].filter((file) => file.startsWith('assets/'))
  const sizes = loaded.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb)
  const total = sizes.reduce((sum, s) => sum + s.kb, 0)
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))

  console.info('\nbench:web (JavaScript loaded to show / , gzip)')
  for (const { file, kb } of sizes.slice(0, 5)) console.info(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`)
  console.info(
    `  ${sizes.length} scripts of ${all.length} built; ${all.length - sizes.length} load only when needed`,
  )
  console.info(`total ${total.toFixed(1)} KB gzip   target <= 160 KB   ${total <= 160 ? 'ok' : 'OVER'}`)
  const lazy = ['Editor', 'Dialog'].flatMap((name) => all.filter((f) => f.includes(name)))
  const eager = lazy.filter((file) => loaded.includes(`assets/${file}`))
  console.info(
    `editor and dialog chunks built: ${lazy.length}; loaded with / : ${eager.length ? eager.join(', ') : 'none'}`,
  )
  await page.close()
} finally {
  await browser.close()
  await server.stop()
}
