import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, sep } from 'node:path'
import { promisify } from 'node:util'
import { migrationsDir, serverRoot } from '../paths.ts'

const require = createRequire(import.meta.url)
const pglite = require.resolve('@electric-sql/pglite')
// The package exports no package.json; its folder is the one above the resolved dist/ file.
const pgliteRoot = pglite.slice(0, pglite.lastIndexOf(`${sep}dist${sep}`))
const { version } = JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')) as { version: string }

// PGlite's default 128 MB of shared buffers would be most of the server's memory; the operating
// system caches the folder's files anyway.
export const pgliteConf = ['shared_buffers=16MB']

/** Changes when a migration is added, so the seed is made again with it. */
function migrationsHash(): string {
  const journal = readFileSync(join(migrationsDir, 'meta', '_journal.json'))
  return createHash('sha256').update(journal).digest('hex').slice(0, 10)
}

/**
 * A database folder with every migration applied, packed by the build. Unpacking it takes a
 * fraction of a second where initdb takes about four, so a first start stays quick. The name holds
 * PGlite's version and the migrations': after an upgrade or a new migration an old seed is simply not found
 * (a folder made from an older seed is brought up to date by the migrations at start anyway).
 */
export const seedFile = join(serverRoot, 'dist', `pglite-seed-${version}-${migrationsHash()}.tar.gz`)

// initdb takes several hundred MB that a process never gives back, so without a seed it runs in a
// short-lived child process: the server only ever opens existing folders.
function initdbInChild(folder: string): void {
  const script = `const { PGlite } = require(${JSON.stringify(pglite)})
const db = new PGlite(${JSON.stringify(folder)}, { postgresqlconf: ${JSON.stringify(pgliteConf)} })
db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1) })`
  execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] })
}

/**
 * Writes the seed unless it exists: a database with every migration applied, made in a folder and
 * closed before it is packed. A copy of a running one (PGlite's dump) made every first start replay its
 * log and write a checkpoint before it could answer; a closed one opens like any other.
 */
export async function buildSeed(): Promise<void> {
  if (existsSync(seedFile)) return
  mkdirSync(dirname(seedFile), { recursive: true })
  const [{ PGlite }, { drizzle }, { migrate }, { create }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('tar'),
  ])
  const folder = mkdtempSync(join(tmpdir(), 'one-seed-'))
  try {
    const db = new PGlite(folder, { postgresqlconf: pgliteConf })
    await migrate(drizzle(db), { migrationsFolder: migrationsDir })
    await db.close()
    const packing = `${seedFile}.packing`
    await create({ gzip: true, portable: true, file: packing, cwd: folder }, readdirSync(folder))
    renameSync(packing, seedFile)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const execFileAsync = promisify(execFile)

/**
 * Unpacks with the system's tar in a process of its own, beside the server's thread; where there is
 * none (or it fails), with the tar package, loaded only then.
 */
async function unpack(file: string, into: string): Promise<void> {
  try {
    await execFileAsync('tar', ['-xzf', file, '-C', into])
    return
  } catch {
    rmSync(into, { recursive: true, force: true })
    mkdirSync(into, { recursive: true })
  }
  const { extract } = await import('tar')
  extract({ file, cwd: into, sync: true })
}

/** Creates a PGlite folder: unpacked from the seed when the build made one, by initdb otherwise. */
export async function createPgliteFolder(folder: string): Promise<void> {
  if (!existsSync(seedFile)) {
    initdbInChild(folder)
    return
  }
  // Unpacked beside the folder, then renamed: a start killed halfway leaves no half a database.
  const unpacking = `${folder}.unpacking`
  rmSync(unpacking, { recursive: true, force: true })
  mkdirSync(unpacking, { recursive: true })
  await unpack(seedFile, unpacking)
  renameSync(unpacking, folder)
}
