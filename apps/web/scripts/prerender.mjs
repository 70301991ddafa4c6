// After `vite build` and the Node build of src/prerender.tsx: writes the first screen into the HTML, so a
// browser paints it before any script runs. dist/index.html becomes the home page (`/`) and
// dist/shell.html the header and footer every other address starts from; each carries its critical
// styles and preloads the chunks its first render needs, which the entry would otherwise find one by one.
import { readFileSync, writeFileSync } from 'node:fs'

const dist = new URL('../dist/', import.meta.url)
const { prerenderPage } = await import(new URL('../.prerender/prerender.js', import.meta.url).href)

const template = readFileSync(new URL('index.html', dist), 'utf8')
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'))

/** The files of these modules' chunks and of every chunk they import, less those the template links already. */
function chunkFiles(sources) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`)
    if (chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  sources.forEach(visit)
  return [...files].filter((file) => !template.includes(`/${file}"`))
}

function replaceOnce(html, marker, replacement) {
  const at = html.indexOf(marker)
  if (at < 0 || html.indexOf(marker, at + 1) >= 0)
    throw new Error(`prerender: ${marker} is not once in index.html`)
  return html.slice(0, at) + replacement + html.slice(at + marker.length)
}

async function writePage(page, name, sources) {
  const drawn = await prerenderPage(page)
  const preloads = chunkFiles(sources)
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('')
  let html = replaceOnce(template, '<html lang="en">', `<html lang="en" ${drawn.htmlAttributes}>`)
  html = replaceOnce(html, '  </head>', `${preloads}    ${drawn.head}\n  </head>`)
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" ${drawn.rootAttributes}>${drawn.html}</div>`,
  )
  if (/<script(?![^>]*\b(src=|type="application\/json"))/.test(html)) {
    throw new Error(`prerender: ${name} holds an inline script, which the content security policy refuses`)
  }
  writeFileSync(new URL(name, dist), html)
  console.info(
    `prerender: dist/${name} (${(html.length / 1024).toFixed(1)} KB, ${preloads ? 'preloads' : 'no preloads'})`,
  )
}

// What every first screen runs beyond the entry, then each page's own.
const shared = ['src/app/layouts/DefaultLayout.tsx']
await writePage('home', 'index.html', [...shared, 'src/features/bins/HomePage.tsx'])
// Most addresses other than / are bins, opened from a shared link.
await writePage('shell', 'shell.html', [...shared, 'src/features/bins/BinPage.tsx'])
