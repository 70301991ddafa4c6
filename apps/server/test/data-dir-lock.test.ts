import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts'

const freshDir = () => mkdtempSync(join(tmpdir(), 'one-lock-'))
const lockFile = (dir: string) => join(dir, 'server.lock')
const lockHolder = (dir: string) => readFileSync(lockFile(dir), 'utf8')

describe('the server locks its PGlite folder', () => {
  it('creates the folder and a lock file holding its process id, removed on release', () => {
    const dir = join(freshDir(), 'nested', 'data')
    const lock = lockDataDir(dir)
    expect(lockHolder(dir)).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockFile(dir))).toBe(false)
  })

  it('refuses a folder locked by a running process, naming it', () => {
    const dir = freshDir()
    const runningPid = process.ppid
    writeFileSync(lockFile(dir), String(runningPid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(`Another server (process ${runningPid}) is already using`)
  })

  it('takes over a lock left by a process that is gone (killed, crashed)', () => {
    const dir = freshDir()
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString()
    expect(gone).toMatch(/^\d+$/)
    writeFileSync(lockFile(dir), gone)
    const lock = lockDataDir(dir)
    expect(lockHolder(dir)).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockFile(dir))).toBe(false)
  })

  it('takes over a lock file with garbage in it', () => {
    const dir = freshDir()
    writeFileSync(lockFile(dir), 'not a pid')
    const lock = lockDataDir(dir)
    expect(lockHolder(dir)).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockFile(dir))).toBe(false)
  })
})
