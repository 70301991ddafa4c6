// Bundles the server (and the workspace packages it imports) into dist/<name>.js; npm packages stay
// external. Entries default to src/main.ts; tests pass their own (see test/process.test.ts).
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const entries = process.argv.slice(2).length ? process.argv.slice(2) : ['src/main.ts']

for (const entry of entries) {
  await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    outfile: new URL(`./dist/${basename(entry).replace(/\.ts$/, '.js')}`, import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Workspace packages are TypeScript: they go into the bundle.
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@one/')),
    logLevel: 'warning',
  })
}
