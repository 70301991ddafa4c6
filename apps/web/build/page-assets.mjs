// What each prerendered page loads before anyone touches it: the entry, the shell's chunks src/main.tsx
// imports one task at a time, and the page's own chunks (build/first-screen-chunks.ts names them), with
// every chunk, style sheet and font they import. scripts/prerender.mjs writes the scripts into the page's
// boot script (`pageAssets`); the bytes budget (test/bytes-budget.test.ts) and `npm run bench:web` weigh
// that and what the page fetches by itself once idle (`pageLoads`), and e2e/tests/page-loads.spec.ts
// checks in a browser that nothing else is fetched before the visitor acts.

/** The named chunks each page's boot script asks for beside the shell's. */
export const pageChunks = {
  // On / the editor is a plain field until the visitor reaches for it: CodeMirror is not asked for.
  home: ['home'],
  // Most addresses other than / are bins, opened from a shared link.
  shell: ['bin'],
}

/**
 * What every page fetches once it is idle, before anyone acts: the content store and the rules of the
 * banner, the footer's promotion and the unread badge (build/first-screen-chunks.ts). Not in the boot
 * script: they wait for the page to be idle, but they are loaded all the same, and counted.
 */
export const idleChunks = ['idle']

/** The manifest's key of the chunk called `name`. */
function chunkKey(manifest, name) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name)
  if (keys.length !== 1) throw new Error(`no single chunk named ${name} in the build manifest`)
  return keys[0]
}

/**
 * The files `page` loads at start, as paths under the build's folder: `scripts` (the entry last) and
 * `styles` and `fonts`.
 */
export function pageAssets(manifest, page) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('no entry in the build manifest')
  const entry = manifest[entryKey]
  const scripts = new Set()
  const styles = new Set()
  const fonts = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const sheet of chunk.css ?? []) styles.add(sheet)
    for (const asset of chunk.assets ?? []) if (/\.(woff2?|ttf|otf)$/.test(asset)) fonts.add(asset)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of [
    ...(entry.imports ?? []),
    ...(entry.dynamicImports ?? []),
    ...pageChunks[page].map((name) => chunkKey(manifest, name)),
  ])
    visit(key)
  scripts.delete(entry.file)
  visit(entryKey)
  return { scripts: [...scripts], styles: [...styles, ...(entry.css ?? [])], fonts: [...fonts] }
}

/** Everything `page` loads before the visitor acts: its boot script's files and the idle chunks. */
export function pageLoads(manifest, page) {
  const first = pageAssets(manifest, page)
  const scripts = new Set(first.scripts)
  const styles = new Set(first.styles)
  const fonts = new Set(first.fonts)
  const visit = (key) => {
    const chunk = manifest[key]
    scripts.add(chunk.file)
    for (const sheet of chunk.css ?? []) styles.add(sheet)
    for (const asset of chunk.assets ?? []) if (/\.(woff2?|ttf|otf)$/.test(asset)) fonts.add(asset)
    for (const imported of chunk.imports ?? []) if (!scripts.has(manifest[imported].file)) visit(imported)
  }
  for (const name of idleChunks) visit(chunkKey(manifest, name))
  return { scripts: [...scripts], styles: [...styles], fonts: [...fonts] }
}

/** At most this much, gzipped, before the visitor acts, on each page (docs/decisions/0021). */
export const PAGE_BUDGET_KB = 160
