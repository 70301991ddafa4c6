import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { extract } from 'tar'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database.ts'
import { buildSeed, seedFile } from '../src/db/pglite-seed.ts'
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
