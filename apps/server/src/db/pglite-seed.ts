import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import { serverRoot } from '../paths.ts'

const require = createRequire(import.meta.url)
const pglite = require.resolve('@electric-sql/pglite')
// The package exports no package.json; its folder is the one above the resolved dist/ file.
const pgliteRoot = pglite.slice(0, pglite.lastIndexOf(`${sep}dist${sep}`))
const { version } = JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')) as { version: string }

// PGlite's default 128 MB of shared buffers would be most of the server's memory; the operating
// system caches the folder's files anyway.
export const pgliteConf = ['shared_buffers=16MB']

/**
 * An empty database folder as PGlite's initdb leaves it, packed by the build. Unpacking it takes under
 * a second where initdb takes about four, so a first start stays quick. The name holds PGlite's
 * version: after an upgrade an old seed is simply not found.
 */
export const seedFile = join(serverRoot, 'dist', `pglite-seed-${version}.tar.gz`)

// Both run in a short-lived child process: creating a folder takes several hundred MB that a
// process never gives back, and the server only ever opens existing folders.
function runPglite(body: string): void {
  const script = `const { PGlite } = require(${JSON.stringify(pglite)})
const { readFileSync, writeFileSync } = require('node:fs')
const conf = { postgresqlconf: ${JSON.stringify(pgliteConf)} }
;(async () => { ${body} })().catch((error) => { console.error(error); process.exit(1) })`
  execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] })
}

/** Writes the seed unless this PGlite version has one already. */
export function buildSeed(): void {
  if (existsSync(seedFile)) return
  mkdirSync(dirname(seedFile), { recursive: true })
  runPglite(`const db = new PGlite(conf)
await db.waitReady
const dump = await db.dumpDataDir('gzip')
writeFileSync(${JSON.stringify(seedFile)}, Buffer.from(await dump.arrayBuffer()))
await db.close()`)
}

/** Creates a PGlite folder: from the seed when the build made one, by initdb otherwise. */
export function createPgliteFolder(folder: string): void {
  const load = existsSync(seedFile)
    ? `, loadDataDir: new Blob([readFileSync(${JSON.stringify(seedFile)})])`
    : ''
  runPglite(`const db = new PGlite(${JSON.stringify(folder)}, { ...conf${load} })
await db.waitReady
await db.close()`)
}
