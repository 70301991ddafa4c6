import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Another server (process ${pid}) is already using the data folder ${resolve(dir)}. ` +
        'Stop it first, or give this one its own DATA_DIR: two servers writing one PGlite folder corrupt it.',
    )
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite does not lock its folder, so the server does: a lock file holding its process id. A lock
 * left by a process that no longer runs (killed, crashed) is taken over.
 */
export function lockDataDir(dir: string): { release(): void } {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return {
        release() {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file)
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dir, holder)
      }
      unlinkSync(file)
    }
  }
  throw new Error(`Could not lock the data folder ${resolve(dir)}`)
}
