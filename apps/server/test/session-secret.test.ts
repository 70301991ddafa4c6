import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { keptSecretFile, keptSessionSecret, sessionSecret } from '../src/config/session-secret.ts'
import { ConfigError, loadConfig } from '../src/config.ts'
import { serverRoot } from '../src/paths.ts'

// docs/decisions/0028: without SESSION_SECRET the server no longer signs with a secret printed in its
// source, but with one made at random at first start and kept in the data folder.

const freshDir = () => mkdtempSync(join(tmpdir(), 'one-secret-'))
const strongSecret = 'q8Vd0xK3mZ7+Lr2Tn5Wb9Yc1Hf4Js6Ga/Pe3Ui0Qo='

describe('the session secret kept in the data folder', () => {
  it('is made at first start: random, strong, readable by its owner only', () => {
    const dataDir = freshDir()
    const secret = keptSessionSecret(dataDir)
    expect(sessionSecret.safeParse(secret).success).toBe(true)
    expect(secret).not.toBe(keptSessionSecret(freshDir()))
    const file = keptSecretFile(dataDir)
    expect(readFileSync(file, 'utf8').trim()).toBe(secret)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // Nothing else is left behind by the making.
    expect(readdirSync(dataDir)).toEqual(['session-secret'])
  })

  it('is reused by every later start', () => {
    const dataDir = freshDir()
    const first = keptSessionSecret(dataDir)
    expect(keptSessionSecret(dataDir)).toBe(first)
    expect(loadConfig({ DATA_DIR: dataDir }, { keptSessionSecret }).sessionSecret).toBe(first)
  })

  it('makes the data folder when there is none yet', () => {
    const dataDir = join(freshDir(), 'not', 'yet')
    const secret = keptSessionSecret(dataDir)
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(secret)
  })

  it('is not made, nor read, when SESSION_SECRET is set', () => {
    const dataDir = freshDir()
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: strongSecret }, { keptSessionSecret })
    expect(config.sessionSecret).toBe(strongSecret)
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('a kept secret that was spoiled stops the start with one line naming the file', () => {
    const dataDir = freshDir()
    writeFileSync(keptSecretFile(dataDir), 'short\n')
    expect(() => keptSessionSecret(dataDir)).toThrow(ConfigError)
    expect(() => keptSessionSecret(dataDir)).toThrow(
      `Invalid environment variable SESSION_SECRET: unset, so the secret kept in ${keptSecretFile(dataDir)} is used, and it must be at least 32 characters. Delete the file to make a new one, or set SESSION_SECRET.`,
    )
  })

  it('a data folder that cannot be made stops the start with one line saying what to do', () => {
    const notAFolder = join(freshDir(), 'a-file')
    writeFileSync(notAFolder, '')
    expect(() => keptSessionSecret(join(notAFolder, 'data'))).toThrow(
      /^Invalid environment variable SESSION_SECRET: unset, so a secret is kept in .*session-secret, which cannot be written or read \(ENOTDIR.*\)\. Set SESSION_SECRET, or DATA_DIR to a folder this server may write\.$/,
    )
  })
})

describe('starts racing on one new data folder', { timeout: 120_000 }, () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['build.mjs', 'test/support/secret-keeper.ts'], { cwd: serverRoot })
  })

  function keeper(dataDir: string, startAt: number) {
    const child = spawn(process.execPath, [join(serverRoot, 'dist', 'secret-keeper.js')], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, START_AT: String(startAt) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    return new Promise<string>((resolve, reject) =>
      child.on('exit', (code) => (code === 0 ? resolve(stdout.trim()) : reject(new Error(`exited ${code}`)))),
    )
  }

  it('all end with the same secret, the one in the file, and leave nothing else', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = freshDir()
      const startAt = Date.now() + 1500
      const secrets = await Promise.all(Array.from({ length: 6 }, () => keeper(dataDir, startAt)))
      const kept = readFileSync(keptSecretFile(dataDir), 'utf8').trim()
      expect(new Set(secrets)).toEqual(new Set([kept]))
      expect(readdirSync(dataDir)).toEqual(['session-secret'])
    }
  })
})

describe('a warning when a kept secret is used where it should not be', () => {
  const warnings = (env: Record<string, string>) => loadConfig(env).warnings

  it('none on a development machine: localhost, emulators', () => {
    expect(warnings({})).toEqual([])
    expect(warnings({ HOST: '127.0.0.1' })).toEqual([])
  })

  it('with real provider credentials and no SESSION_SECRET', () => {
    const github = { GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }
    expect(warnings(github)).toEqual([
      'SESSION_SECRET is not set, so sessions are signed with the secret kept in .data/session-secret, which is meant for a development machine; but it has real provider credentials. Set SESSION_SECRET (`openssl rand -base64 32`), the same on every instance.',
    ])
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_SOLO_MONTH: 'price_a',
      STRIPE_PRICE_SOLO_YEAR: 'price_b',
      STRIPE_PRICE_TEAM_MONTH: 'price_c',
      STRIPE_PRICE_TEAM_YEAR: 'price_d',
    }
    expect(warnings(stripe)).toHaveLength(1)
    expect(warnings({ GITHUB_SPONSORS_TOKEN: 'ghp_abc' })).toHaveLength(1)
    expect(warnings({ ...github, SESSION_SECRET: strongSecret })).toEqual([])
  })

  it('on a host other machines reach, and no SESSION_SECRET', () => {
    expect(warnings({ HOST: '0.0.0.0', ONE_EMULATORS: 'on' })).toEqual([
      expect.stringContaining('but HOST=0.0.0.0 lets other machines reach it. Set SESSION_SECRET'),
    ])
    expect(warnings({ HOST: '0.0.0.0', ONE_EMULATORS: 'on', SESSION_SECRET: strongSecret })).toEqual([])
  })
})
