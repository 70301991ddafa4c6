import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts'

const freshDir = () => mkdtempSync(join(tmpdir(), 'one-lock-'))

describe('the server locks its PGlite folder', () => {
  it('creates the folder and a lock file holding its process id, removed on release', () => {
    const dir = join(freshDir(), 'nested', 'data')
    const lock = lockDataDir(dir)
    expect(existsSync(join(dir, 'server.lock'))).toBe(true)
    lock.release()
    expect(existsSync(join(dir, 'server.lock'))).toBe(false)
  })

  it('refuses a folder locked by a running process, naming it', () => {
    const dir = freshDir()
    const runningPid = process.ppid
    writeFileSync(join(dir, 'server.lock'), String(runningPid))
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(`Another server (process ${runningPid}) is already using`)
  })

  it('takes over a lock left by a process that is gone (killed, crashed)', () => {
    const dir = freshDir()
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString()
    writeFileSync(join(dir, 'server.lock'), gone)
    const lock = lockDataDir(dir)
    lock.release()
  })

  it('takes over a lock file with garbage in it', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'server.lock'), 'not a pid')
    lockDataDir(dir).release()
  })
})
