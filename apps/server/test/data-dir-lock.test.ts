import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts'
import { serverRoot } from '../src/paths.ts'

const freshDir = () => mkdtempSync(join(tmpdir(), 'one-lock-'))
const lockPath = (dir: string) => join(dir, 'server.lock')
const ownerPath = (dir: string) => join(dir, 'server.lock.owner')

const children: ChildProcess[] = []

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs', 'test/support/lock-contender.ts'], { cwd: serverRoot })
})

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Another process that tries to lock `dir` (at `startAt`, if given) and holds what it wins. */
function contender(dir: string, { startAt = 0, holdMs = 60_000, staleMs }: Record<string, number> = {}) {
  const child = spawn(process.execPath, [join(serverRoot, 'dist', 'lock-contender.js')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dir,
      START_AT: String(startAt),
      HOLD_MS: String(holdMs),
      ...(staleMs ? { STALE_MS: String(staleMs) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let stdout = ''
  child.stdout!.on('data', (chunk) => {
    stdout += chunk
  })
  const answer = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!)
    })
    child.on('exit', (code) => reject(new Error(`contender exited with ${code} before answering`)))
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, answer, exited }
}

/** A lock as a holder leaves it when it is killed: nobody removes it. */
async function leftByKilledHolder(dir: string) {
  const holder = contender(dir)
  expect(await holder.answer).toBe('won')
  holder.child.kill('SIGKILL')
  await holder.exited
  return holder.child.pid!
}

/** A left-over lock whose process id now belongs to another live process, not refreshed for a minute. */
async function leftWithReusedPid(dir: string) {
  await leftByKilledHolder(dir)
  const owner = JSON.parse(readFileSync(ownerPath(dir), 'utf8'))
  writeFileSync(ownerPath(dir), JSON.stringify({ ...owner, pid: process.ppid }))
  const aMinuteAgo = new Date(Date.now() - 60_000)
  utimesSync(lockPath(dir), aMinuteAgo, aMinuteAgo)
}

describe('the server locks its PGlite folder (docs/decisions/0008: atomic, not fooled by stale or reused ids)', () => {
  it('creates the folder, refuses a second lock while the first is held, and frees it on release', () => {
    const dir = join(freshDir(), 'nested', 'data')
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(
      `Another server (process ${process.pid}) is already using the data folder ${dir}. Stop it first, or give this one its own DATA_DIR`,
    )
    lock.release()
    expect(existsSync(lockPath(dir))).toBe(false)
    lockDataDir(dir).release()
  })

  it('refuses a folder another running server holds, naming its process', async () => {
    const dir = freshDir()
    const holder = contender(dir)
    expect(await holder.answer).toBe('won')
    expect(() => lockDataDir(dir)).toThrow(`Another server (process ${holder.child.pid}) is already using`)
  })

  it('takes over at once a lock left by a server that was killed', async () => {
    const dir = freshDir()
    await leftByKilledHolder(dir)
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(`Another server (process ${process.pid})`)
    lock.release()
  })

  it('a holder keeps its lock fresh: one held longer than the stale time is still refused', async () => {
    const dir = freshDir()
    const holder = contender(dir, { staleMs: 2000 })
    expect(await holder.answer).toBe('won')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(() => lockDataDir(dir, { staleMs: 2000 })).toThrow(DataDirLockedError)
  })

  it('a left-over lock naming a live, unrelated process (a reused id) does not block once unrefreshed', async () => {
    const dir = freshDir()
    await leftWithReusedPid(dir)
    const lock = lockDataDir(dir)
    lock.release()
  })

  it("an old-style lock file holding a live process's id (the shell's, say) does not block", () => {
    const dir = freshDir()
    writeFileSync(lockPath(dir), String(process.ppid))
    const lock = lockDataDir(dir)
    lock.release()
  })

  it('several servers racing for a left-over lock: exactly one wins, every time', {
    timeout: 90_000,
  }, async () => {
    for (let round = 0; round < 12; round++) {
      const dir = freshDir()
      if (round % 2) await leftWithReusedPid(dir)
      else await leftByKilledHolder(dir)
      const startAt = Date.now() + 600
      const racers = Array.from({ length: 4 }, () => contender(dir, { startAt }))
      const answers = await Promise.all(racers.map((racer) => racer.answer))
      expect(answers.filter((answer) => answer === 'won')).toHaveLength(1)
      expect(answers.filter((answer) => answer.startsWith('locked: Another server'))).toHaveLength(3)
      for (const racer of racers) racer.child.kill('SIGKILL')
    }
  })
})

// Why the owner file and the process check stay on top of proper-lockfile (decision 0039): alone, it
// knows a left-over lock only by its age, so a server restarted after a crash waits out the stale time.
describe('proper-lockfile alone, with the options it has', () => {
  const alone = (dir: string) =>
    lockfile.lockSync(dir, { lockfilePath: lockPath(dir), realpath: false, stale: 30_000 })

  it('refuses the lock of a server that was killed until it is stale, and names no holder', async () => {
    const dir = freshDir()
    await leftByKilledHolder(dir)
    expect(() => alone(dir)).toThrow(expect.objectContaining({ code: 'ELOCKED' }))
    expect(() => alone(dir)).toThrow('Lock file is already being held')
    const lock = lockDataDir(dir)
    lock.release()
  })

  it("refuses an old-style lock file holding a process's id", () => {
    const dir = freshDir()
    writeFileSync(lockPath(dir), String(process.ppid))
    expect(() => alone(dir)).toThrow(expect.objectContaining({ code: 'ELOCKED' }))
  })
})
