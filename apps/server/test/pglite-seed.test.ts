import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { extract, list } from 'tar'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import {
  buildSeed,
  completePgliteFolder,
  pgliteFolderIn,
  seedFile,
  templatesFile,
} from '../src/db/pglite-seed.ts'
import { users } from '../src/db/schema/users.ts'

const folder = mkdtempSync(join(tmpdir(), 'one-seed-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

it('a new data folder is unpacked from the build seed, migrated, and keeps what it is given', async () => {
  await buildSeed()
  expect(existsSync(seedFile)).toBe(true)

  const first = await openDatabase({ dataDir: folder })
  await first.db.insert(users).values({ name: 'Seeded' })
  await first.close()

  const again = await openDatabase({ dataDir: folder })
  const result = await again.db.execute(sql`select name from users`)
  await again.close()
  expect((result as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: 'Seeded' }])
}, 60_000)

it('the seed is a database that was shut down cleanly: a first start has no log to replay', async () => {
  await buildSeed()
  const unpacked = mkdtempSync(join(tmpdir(), 'one-seed-control-'))
  try {
    await extract({ file: seedFile, cwd: unpacked }, ['global/pg_control'])
    // pg_control begins with the system identifier (8 bytes), two versions (4 each), then the state:
    // 1 is "shut down"; a copy of a running database says 6, "in production", and is recovered at start.
    const state = readFileSync(join(unpacked, 'global', 'pg_control')).readInt32LE(16)
    expect(state).toBe(1)
  } finally {
    rmSync(unpacked, { recursive: true, force: true })
  }
}, 60_000)

/** The top folders of a tarball's `base/`: one per database. */
async function databasesIn(file: string): Promise<string[]> {
  const found = new Set<string>()
  await list({
    file,
    onReadEntry: (entry) => {
      const [top, database] = entry.path.replace(/^\.\//, '').split('/')
      if (top === 'base' && database) found.add(database)
    },
  })
  return [...found].sort()
}

it('the seed holds the server database and the templates apart; a first start unpacks the templates once it can', async () => {
  await buildSeed()
  const [server, templates] = [await databasesIn(seedFile), await databasesIn(templatesFile)]
  expect(templates.length).toBeGreaterThan(0)
  expect(server.length).toBeGreaterThan(0)
  expect(server.filter((database) => templates.includes(database))).toEqual([])

  const dataDir = mkdtempSync(join(tmpdir(), 'one-seed-templates-'))
  try {
    const database = await openDatabase({ dataDir })
    const pglite = pgliteFolderIn(dataDir)
    expect(readdirSync(join(pglite, 'base')).sort()).toEqual(server)
    // A start stopped while it unpacked them left a half folder behind; the next one does it again.
    mkdirSync(`${pglite}.templates/base/${templates[0]}`, { recursive: true })
    writeFileSync(`${pglite}.templates/base/${templates[0]}/half`, '')
    await completePgliteFolder(pglite)

    expect(readdirSync(join(pglite, 'base')).sort()).toEqual([...server, ...templates].sort())
    for (const template of templates)
      expect(existsSync(join(pglite, 'base', template, 'PG_VERSION'))).toBe(true)
    expect(existsSync(`${pglite}.templates`)).toBe(false)
    const catalog = await database.db.execute(sql`select oid::text as oid from pg_database order by oid`)
    const oids = (catalog as unknown as { rows: { oid: string }[] }).rows.map((row) => row.oid)
    expect(oids.sort()).toEqual([...server, ...templates].sort())
    await database.close()
    // Done once: nothing is left to do, and the next start finds a whole folder.
    await completePgliteFolder(pglite)
    const again = await openDatabase({ dataDir })
    await again.close()
    expect(readdirSync(join(pglite, 'base')).sort()).toEqual([...server, ...templates].sort())
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 60_000)
