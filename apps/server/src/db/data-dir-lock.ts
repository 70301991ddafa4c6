import { randomBytes } from 'node:crypto'
import { lstatSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'
import lockfile from 'proper-lockfile'

/** A lock its holder has not refreshed for this long is left over: its holder is gone. */
const STALE_MS = 30_000
/** How long taking a lock may wait for another process that is in the middle of taking it. */
const TAKING_WAIT_MS = 3_000

type Owner = { pid: number; host: string; token: string }

export class DataDirLockedError extends Error {
  constructor(dir: string, owner?: Owner) {
    const who = !owner
      ? 'Another server'
      : owner.host === hostname()
        ? `Another server (process ${owner.pid})`
        : `Another server (process ${owner.pid} on ${owner.host})`
    super(
      `${who} is already using the data folder ${resolve(dir)}. ` +
        'Stop it first, or give this one its own DATA_DIR: two servers writing one PGlite folder corrupt it.',
    )
  }
}

export type LockOptions = {
  /** For tests: how old an unrefreshed lock must be to count as left over (at least 2 s). */
  staleMs?: number
  /** Called if another process took the folder over while we held it; by default it throws. */
  onCompromised?: (error: Error) => void
}

const heldHere = new Set<string>()

/**
 * PGlite does not lock its folder, so the server does. The lock is a directory made with mkdir (atomic)
 * whose mtime the holder refreshes every few seconds (proper-lockfile); one nobody refreshed for
 * STALE_MS is left over, and so is one whose holder, a process on this machine, no longer runs. Beside
 * it, `server.lock.owner` names the holder for the error message. Taking a lock happens inside a
 * short-lived `server.lock.taking` directory, so two processes that both find a left-over lock cannot
 * both remove it and both take the folder.
 */
export function lockDataDir(dir: string, options: LockOptions = {}): { release(): void } {
  const folder = resolve(dir)
  mkdirSync(folder, { recursive: true })
  const lockPath = join(folder, 'server.lock')
  const ownerPath = join(folder, 'server.lock.owner')
  const owner: Owner = { pid: process.pid, host: hostname(), token: randomBytes(8).toString('hex') }

  const release = whileTaking(join(folder, 'server.lock.taking'), () => {
    removeIfLeftOver(lockPath, ownerPath)
    try {
      const release = lockfile.lockSync(folder, {
        lockfilePath: lockPath,
        realpath: false,
        stale: Math.max(options.staleMs ?? STALE_MS, 2000),
        onCompromised: options.onCompromised,
      })
      writeFileSync(ownerPath, JSON.stringify(owner))
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DataDirLockedError(dir, readOwner(ownerPath))
      }
      throw error
    }
  })
  heldHere.add(lockPath)

  return {
    release() {
      heldHere.delete(lockPath)
      if (readOwner(ownerPath)?.token === owner.token) rmSync(ownerPath, { force: true })
      try {
        release()
      } catch (error) {
        // Released already, or taken over (onCompromised has said so): nothing is ours to remove.
        if ((error as NodeJS.ErrnoException).code !== 'ERELEASED') throw error
      }
    },
  }
}

/** Removes a lock whose holder is known to be gone, without waiting for it to go stale. */
function removeIfLeftOver(lockPath: string, ownerPath: string) {
  let isDirectory: boolean
  try {
    isDirectory = lstatSync(lockPath).isDirectory()
  } catch {
    return
  }
  // Earlier versions wrote a file holding a process id, which any later process may have been given.
  if (!isDirectory) return rmSync(lockPath, { force: true })
  const owner = readOwner(ownerPath)
  if (!owner || owner.host !== hostname() || heldHere.has(lockPath)) return
  // Our own id on a lock this process does not hold: a container restarted with the same pid.
  if (owner.pid === process.pid || !isRunning(owner.pid)) rmdirSync(lockPath)
}

/** Runs `take` while holding a directory no other process can make meanwhile. */
function whileTaking<T>(path: string, take: () => T): T {
  const started = Date.now()
  for (;;) {
    try {
      mkdirSync(path)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Taking lasts milliseconds; one this old was left by a process that died in the middle of it.
      if (ageMs(path) > TAKING_WAIT_MS) rmSync(path, { recursive: true, force: true })
      else if (Date.now() - started > 2 * TAKING_WAIT_MS) throw error
      else sleep(10)
    }
  }
  try {
    return take()
  } finally {
    rmSync(path, { recursive: true, force: true })
  }
}

function readOwner(path: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' && typeof owner.token === 'string'
      ? (owner as Owner)
      : undefined
  } catch {
    return undefined
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
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

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}
