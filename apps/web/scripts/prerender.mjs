// After `vite build` and the Node build of src/prerender.tsx: writes the first screen into the HTML, so a
// browser paints it before any script runs. dist/index.html becomes the home page (`/`) and
// dist/shell.html the header and footer every other address starts from; each carries its critical
// styles, and its boot script asks for the entry and every chunk its first render needs at once (which
// the entry would otherwise find one by one) after the first paint.
import { readFileSync, writeFileSync } from 'node:fs'
import { bootScript } from './boot-script.mjs'

// The browser's build runs React, MUI and Emotion in production mode, where class names carry no labels.
// The prerender must name its styles the same way, or the browser adopts none of them and serializes and
// inserts every rule again while it hydrates (the longest work of the first load).
process.env.NODE_ENV = 'production'

const dist = new URL('../dist/', import.meta.url)
const { prerenderPage } = await import(new URL('../.prerender/prerender.js', import.meta.url).href)

const built = readFileSync(new URL('index.html', dist), 'utf8')
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'))

// Vite links the entry and its imports in the head, where a fast link would have them run before the
// first paint: the boot script asks for them instead.
const viteLinks =
  /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g
const linked = [...built.matchAll(viteLinks)].map((match) => match[1])
const template = built.replace(viteLinks, '')
const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry)
const entry = `/${entryChunk.file}`
// src/main.tsx imports the shell's chunks one task at a time: they are asked for with the entry.
const entryImports = chunkFiles([], entryChunk.dynamicImports)
if (!linked.includes(entry)) throw new Error(`prerender: index.html does not load the entry ${entry}`)

/** A chunk by its name (build/first-screen-chunks.ts names the first screens' chunks). */
function chunkKey(name) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name)
  if (keys.length !== 1) throw new Error(`prerender: no single chunk named ${name} in the build manifest`)
  return keys[0]
}

/** The files of these chunks and of every chunk they import, less the entry's own. */
function chunkFiles(names, keys = names.map(chunkKey)) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...files].map((file) => `/${file}`)
}

function replaceOnce(html, marker, replacement) {
  const at = html.indexOf(marker)
  if (at < 0 || html.indexOf(marker, at + 1) >= 0)
    throw new Error(`prerender: ${marker} is not once in index.html`)
  return html.slice(0, at) + replacement + html.slice(at + marker.length)
}

async function writePage(page, name, sources) {
  const drawn = await prerenderPage(page)
  const chunks = [
    ...new Set([...linked.filter((file) => file !== entry), ...entryImports, ...chunkFiles(sources)]),
  ]
  let html = replaceOnce(template, '<html lang="en">', `<html lang="en" ${drawn.htmlAttributes}>`)
  html = replaceOnce(html, '  </head>', `    ${drawn.head}\n  </head>`)
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${drawn.rootAttributes}>${drawn.html}</div>\n    ${bootScript(entry, chunks)}`,
  )
  writeFileSync(new URL(name, dist), html)
  console.info(
    `prerender: dist/${name} (${(html.length / 1024).toFixed(1)} KB, ${chunks.length} chunks preloaded)`,
  )
}

// The entry's chunk holds the shell and the layout; each page adds its own. On / the editor is what the
// visitor came for: its code is asked for with the page's, not after it.
await writePage('home', 'index.html', ['home', 'editor'])
// Most addresses other than / are bins, opened from a shared link.
await writePage('shell', 'shell.html', ['bin'])
