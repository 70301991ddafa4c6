import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
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
 *
 * It is packed in two: the server's database, and apart from it the template databases, which nothing
 * opens while the server runs. Where making a file is slow (about 0.7 ms a file on the machines here),
 * their 600 of the folder's 1,100 files were half of a first start; they are unpacked once it listens.
 */
const seedName = `pglite-seed-${version}-${migrationsHash()}`
export const seedFile = join(serverRoot, 'dist', `${seedName}.tar.gz`)
export const templatesFile = join(serverRoot, 'dist', `${seedName}-templates.tar.gz`)

/** Where a server keeps its PGlite database in its data folder. */
export const pgliteFolderIn = (dataDir: string) => join(dataDir, 'pglite')

/** In a folder whose template databases are still to be unpacked. */
const TEMPLATES_PENDING = 'templates-pending'

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
    const templates = await db.query<{ oid: string }>(
      'select oid::text as oid from pg_database where datistemplate order by oid',
    )
    await db.close()
    const templateFolders = templates.rows.map(({ oid }) => `base/${oid}`)
    const pack = async (file: string, entries: string[], filter?: (path: string) => boolean) => {
      const packing = `${file}.packing`
      await create(
        { gzip: true, portable: true, file: packing, cwd: folder, ...(filter && { filter }) },
        entries,
      )
      renameSync(packing, file)
    }
    // The templates first: a seed found means its templates are there too.
    await pack(templatesFile, templateFolders)
    const isTemplate = (path: string) =>
      templateFolders.some((at) => path === at || path.startsWith(`${at}/`))
    await pack(seedFile, readdirSync(folder), (path) => !isTemplate(path.replace(/^\.\//, '')))
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

/**
 * Creates a PGlite folder: unpacked from the seed when the build made one (its template databases
 * left for `completePgliteFolder`), by initdb otherwise.
 */
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
  if (existsSync(templatesFile)) writeFileSync(join(unpacking, TEMPLATES_PENDING), '')
  renameSync(unpacking, folder)
}

/**
 * Unpacks the template databases of a folder made from the seed, if they are still to come: after a
 * first start, or a start stopped before it was done. Each arrives whole, by a rename.
 */
export async function completePgliteFolder(folder: string): Promise<void> {
  const pending = join(folder, TEMPLATES_PENDING)
  if (!existsSync(pending)) return
  const unpacking = `${folder}.templates`
  rmSync(unpacking, { recursive: true, force: true })
  mkdirSync(unpacking, { recursive: true })
  try {
    await unpack(templatesFile, unpacking)
    for (const name of readdirSync(join(unpacking, 'base'))) {
      if (!existsSync(join(folder, 'base', name)))
        renameSync(join(unpacking, 'base', name), join(folder, 'base', name))
    }
    rmSync(pending)
  } finally {
    rmSync(unpacking, { recursive: true, force: true })
  }
}
