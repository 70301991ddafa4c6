// Tries to lock the data folder in DATA_DIR at the wall-clock time START_AT (so that several of these
// try at once), prints "won" or "locked", then holds what it won for HOLD_MS.
// test/data-dir-lock.test.ts runs it; STALE_MS shortens how long an unrefreshed lock lives.
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.ts'

const dataDir = process.env.DATA_DIR!
const startAt = Number(process.env.START_AT ?? 0)
const holdMs = Number(process.env.HOLD_MS ?? 0)
const staleMs = process.env.STALE_MS ? Number(process.env.STALE_MS) : undefined

while (Date.now() < startAt) {
  // Spin rather than sleep, so every contender leaves the line within the same millisecond.
}
try {
  const lock = lockDataDir(dataDir, { staleMs })
  process.stdout.write('won\n')
  setTimeout(() => {
    lock.release()
    process.exit(0)
  }, holdMs)
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error
  process.stdout.write(`locked: ${error.message}\n`)
}
