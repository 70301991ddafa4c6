// After `vite build` and the Node build of src/prerender.tsx: writes the first screen into the HTML, so a
// browser paints it before any script runs. dist/index.html becomes the home page (`/`) and
// dist/shell.html the header and footer every other address starts from; each carries its critical
// styles, and its boot script asks for the entry and every chunk its first render needs at once (which
// the entry would otherwise find one by one) after the first paint.
import { readFileSync, writeFileSync } from 'node:fs'
import { pageAssets } from '../build/page-assets.mjs'
import { BOOT_ID, bootScript } from './boot-script.mjs'

// The browser's build runs React, MUI and Emotion in production mode, where class names carry no labels.
// The prerender must name its styles the same way, or the browser adopts none of them and serializes and
// inserts every rule again while it hydrates (the longest work of the first load).
process.env.NODE_ENV = 'production'

const dist = new URL('../dist/', import.meta.url)
const { prerenderPage, PAGE_PREVIEW_ELEMENT_ID, PREVIEW_BODY_ELEMENT_ID } = await import(
  new URL('../.prerender/prerender.js', import.meta.url).href
)

const built = readFileSync(new URL('index.html', dist), 'utf8')
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'))

// Vite links the entry and its imports in the head, where a fast link would have them run before the
// first paint: the boot script asks for them instead.
const viteLinks =
  /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g
const linked = [...built.matchAll(viteLinks)].map((match) => match[1])
const template = built.replace(viteLinks, '')
const entry = `/${Object.values(manifest).find((chunk) => chunk.isEntry).file}`
if (!linked.includes(entry)) throw new Error(`prerender: index.html does not load the entry ${entry}`)

function replaceOnce(html, marker, replacement) {
  const at = html.indexOf(marker)
  if (at < 0 || html.indexOf(marker, at + 1) >= 0)
    throw new Error(`prerender: ${marker} is not once in index.html`)
  return html.slice(0, at) + replacement + html.slice(at + marker.length)
}

/**
 * No frame before the fixed part of the page is read: a slow phone paints what it has read so far, and
 * what came next moved what it had painted (the bin's language select when the visibility select came
 * beside it). Chromium stops waiting when the expected element starts. The home page waits for all of
 * itself (the boot script comes after it); the shell for its header and a bin's own header, up to the
 * start of the bin's text (PREVIEW_BODY_ELEMENT_ID), which can be megabytes a reader
 * should see arrive (an 800 KB bin painted at 6 s, not 1 s). A page with no preview waits for all of itself.
 */
const waitsFor = { home: BOOT_ID, shell: PREVIEW_BODY_ELEMENT_ID }
/** The element each page must have for that wait to mean anything: the shell's is the server's to fill. */
const holds = { home: BOOT_ID, shell: PAGE_PREVIEW_ELEMENT_ID }

async function writePage(page, name) {
  const drawn = await prerenderPage(page)
  const { scripts, styles, fonts } = pageAssets(manifest, page)
  if (styles.length + fonts.length > 0) throw new Error('prerender: the boot script loads scripts only')
  const chunks = scripts.map((file) => `/${file}`).filter((file) => file !== entry)
  for (const file of linked)
    if (!chunks.includes(file) && file !== entry) throw new Error(`prerender: ${file} is missing`)
  const waited = waitsFor[page]
  let html = replaceOnce(template, '<html lang="en">', `<html lang="en" ${drawn.htmlAttributes}>`)
  const waits = `<link rel="expect" href="#${waited}" blocking="render" />`
  html = replaceOnce(html, '  </head>', `    ${waits}\n    ${drawn.head}\n  </head>`)
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${drawn.rootAttributes}>${drawn.html}</div>\n    ${bootScript(entry, chunks)}`,
  )
  if (!html.includes(`id="${holds[page]}"`))
    throw new Error(`prerender: the ${page} page has no #${holds[page]}`)
  writeFileSync(new URL(name, dist), html)
  console.info(
    `prerender: dist/${name} (${(html.length / 1024).toFixed(1)} KB, ${chunks.length} chunks preloaded)`,
  )
}

// build/page-assets.mjs says which chunks each page asks for.
await writePage('home', 'index.html')
await writePage('shell', 'shell.html')
