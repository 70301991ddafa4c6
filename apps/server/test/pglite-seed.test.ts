import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
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
