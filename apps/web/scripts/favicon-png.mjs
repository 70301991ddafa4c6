// `node apps/web/scripts/favicon-png.mjs` draws public/favicon.png from public/favicon.svg, in Debian's
// Chromium. Run it when the SVG changes. The page's icon is the PNG: Chromium fetches a page's icon in
// the page's own renderer, and an SVG icon became a document of its own there, 8-16 ms of the main
// thread of a fresh page on a slow host; a PNG of this size decodes in microseconds.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../e2e/chromium.mjs'

const SIZE = 64
const svgPath = fileURLToPath(new URL('../public/favicon.svg', import.meta.url))
const pngPath = fileURLToPath(new URL('../public/favicon.png', import.meta.url))
const svg = readFileSync(svgPath, 'utf8').replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" `)

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } })
  await page.setContent(`<body style="margin:0">${svg}</body>`)
  await page.locator('svg').screenshot({ path: pngPath, omitBackground: true })
  console.info(`wrote ${pngPath}`)
} finally {
  await browser.close()
}
