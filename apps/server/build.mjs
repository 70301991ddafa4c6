// Bundles the server (and the workspace packages it imports) into dist/<name>.js, with what an entry
// imports with import() in files beside it; npm packages stay external but for those in `bundled`.
// Entries default to the server (src/main.ts) and `npm run migrate` (src/migrate.ts); tests pass their
// own (see test/process.test.ts).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const custom = process.argv.slice(2)
const entries = custom.length
  ? custom
  : [
      'src/main.ts',
      'src/migrate.ts',
      'src/check-providers.ts',
      'src/db/build-seed.ts',
      // The highlighting pool's thread (src/bins/highlight/highlights.ts) loads it beside the bundle.
      'src/bins/highlight/highlight-worker.ts',
    ]
const dist = new URL('./dist/', import.meta.url).pathname
// Packages of many ES module files, each of which Node 24 resolves by parsing its package's whole
// `exports` map again (drizzle-orm's is 130 KB, for 107 files): bundled, the server starts about 250 ms
// sooner (docs/decisions/0044).
const bundled = ['drizzle-orm', 'zod']

// A whole build first removes the chunks of the one before: their names change with their content.
if (!custom.length && existsSync(dist)) {
  for (const file of readdirSync(dist)) {
    if (/-[A-Z0-9]{8}\.js(?:\.map)?$/.test(file)) rmSync(`${dist}${file}`)
  }
}

for (const entry of entries) {
  await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    outdir: dist,
    entryNames: '[name]',
    // What an entry imports with import() is a file of its own, loaded then (main.ts: the app); the
    // hash keeps one entry's chunks from overwriting another's.
    splitting: true,
    // Beside the entries: src/paths.ts finds the package root one folder up from whichever file holds it.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // Workspace packages are TypeScript: they go into the bundle.
    external: Object.keys(pkg.dependencies ?? {}).filter(
      (name) => !name.startsWith('@one/') && !bundled.includes(name),
    ),
    logLevel: 'warning',
  })
}

// The seed of new PGlite folders (src/db/pglite-seed.ts); made once per PGlite version.
if (!custom.length) {
  const seeder = new URL('./dist/build-seed.js', import.meta.url).pathname
  execFileSync(process.execPath, [seeder], { stdio: 'inherit' })
  rmSync(seeder)
  rmSync(`${seeder}.map`, { force: true })
}
