// Writes users one after another into the PGlite folder in DATA_DIR, as the server does, and prints
// the number of each write once the database has acknowledged it. test/process.test.ts kills it.
import { lockDataDir } from '../../src/db/data-dir-lock.ts'
import { openDatabase } from '../../src/db/database.ts'
import { users } from '../../src/db/schema/users.ts'

const dataDir = process.env.DATA_DIR!
lockDataDir(dataDir)
const database = await openDatabase({ dataDir })
process.stdout.write('ready\n')
for (let n = 0; ; n++) {
  await database.db.insert(users).values({ name: `write-${n}` })
  process.stdout.write(`${n}\n`)
}
