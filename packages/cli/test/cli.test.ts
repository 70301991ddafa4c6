// docs/decisions/0023: the real `one` binary, run as a child process against a started server (PGlite).
// The test plays the person in the browser: it reads the code the command prints and approves it at
// /activate and on the consent page.

import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BIN_CONTENT_MAX_BYTES, binLifetimes } from '@one/contract/bins'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../apps/server/src/db/database.ts'
import { testDatabases } from '../../../apps/server/test/support/databases.ts'
import { deviceBrowser } from '../../../apps/server/test/support/device-approval.ts'
import { freePort, listenWithEmulators, signedIn } from '../../../apps/server/test/support/listening-app.ts'
import { BIN_LIFETIMES, BIN_CONTENT_MAX_BYTES as CLI_MAX_BYTES } from '../src/limits.js'
import { siteOf } from '../src/site.js'

const BIN = fileURLToPath(new URL('../bin/one.js', import.meta.url))

type Run = { code: number | null; stdout: string; stderr: string }
type StoredSignIn = { accessToken: string; refreshToken?: string; expiresAt: number; tokenEndpoint: string }

describe('the site and its API', () => {
  it('the API is under /api of ONE_URL, or the API host ONE_API_URL names (API_PREFIX=/)', () => {
    expect(siteOf({ ONE_URL: 'https://bin.example.com/' })).toEqual({
      origin: 'https://bin.example.com',
      api: 'https://bin.example.com/api',
    })
    expect(siteOf({ ONE_URL: 'https://bin.example.com', ONE_API_URL: 'https://api.example.com/' })).toEqual({
      origin: 'https://bin.example.com',
      api: 'https://api.example.com',
    })
    expect(() => siteOf({ ONE_API_URL: 'api.example.com' })).toThrow(
      'ONE_API_URL is not an address: api.example.com',
    )
  })
})

describe('the one command line against a started server', () => {
  const [pglite] = testDatabases()
  let database: Database
  let app: FastifyInstance
  let base: string
  const home = mkdtempSync(join(tmpdir(), 'one-cli-home-'))

  beforeAll(async () => {
    database = await pglite!.open()
    ;({ app, base } = await listenWithEmulators(database, 'cli'))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const start = (args: string[], env: Record<string, string> = {}) =>
    spawn(process.execPath, [BIN, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'config'),
        ONE_URL: base,
        ...env,
      },
    })

  const finished = (child: ChildProcess, input?: string) =>
    new Promise<Run>((resolve) => {
      let stdout = ''
      let stderr = ''
      child.stdout!.on('data', (chunk) => {
        stdout += chunk
      })
      child.stderr!.on('data', (chunk) => {
        stderr += chunk
      })
      child.on('close', (code) => resolve({ code, stdout, stderr }))
      if (input !== undefined) child.stdin!.end(input)
      else child.stdin!.end()
    })

  const one = (args: string[], { input, env }: { input?: string; env?: Record<string, string> } = {}) =>
    finished(start(args, env), input)

  it('keeps the contract’s limits', () => {
    expect(CLI_MAX_BYTES).toBe(BIN_CONTENT_MAX_BYTES)
    expect(BIN_LIFETIMES).toEqual([...binLifetimes])
  })

  it('signed out, a command says to sign in and fails', async () => {
    const run = await one(['bin', 'list'])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Not signed in: run `one login`')
    const create = await one(['bin', 'create', '-'], { input: 'text' })
    expect(create.code).toBe(1)
    expect(create.stderr).toContain('Not signed in: run `one login`')
  })

  const credentialsFile = () => join(home, 'config', 'one', 'credentials.json')
  const savedSites = () =>
    (JSON.parse(readFileSync(credentialsFile(), 'utf8')) as { sites: Record<string, StoredSignIn> }).sites

  /** `one login`, with the test as the person who types the code and allows it. */
  async function loginApproved(username: string) {
    const child = start(['login'])
    const done = finished(child)
    const printed = await new Promise<string>((resolve, reject) => {
      let seen = ''
      child.stdout!.on('data', (chunk) => {
        seen += chunk
        const code = /enter the code: (\S+)/.exec(seen)?.[1]
        if (code) resolve(code)
      })
      child.on('close', () => reject(new Error(`login ended before printing a code: ${seen}`)))
    })
    const browser = deviceBrowser(app, base, await signedIn(app, username))
    const uid = await browser.consentFor(printed)
    const details = await browser.inject('GET', `/api/oauth/interaction/${uid}/details`)
    expect(details.json().userCode).toBe(printed)
    expect((await browser.answer(uid, 'allow')).body).toContain('Device signed in')
    return { run: await done, printed }
  }

  it('login: prints the address and code, and signs in once the person approves it', async () => {
    const { run, printed } = await loginApproved('cli-person')
    expect(run.stdout).toContain(`Open ${base}/activate and enter the code: ${printed}`)
    expect(run.stdout).toContain(`Signed in to ${base}`)
    expect(run.code).toBe(0)
    const file = join(home, 'config', 'one', 'credentials.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
  }, 60_000)

  it('a second login revokes the sign-in it replaces at the site', async () => {
    const before = savedSites()[base]!
    const { run } = await loginApproved('cli-person')
    expect(run.code).toBe(0)
    const after = savedSites()[base]!
    expect(after.accessToken).not.toBe(before.accessToken)
    const bins = (token: string) =>
      fetch(`${base}/api/one/bins`, { headers: { authorization: `Bearer ${token}` } })
    expect((await bins(before.accessToken)).status).toBe(401)
    expect((await bins(after.accessToken)).status).toBe(200)
  }, 60_000)

  let id = ''

  it('bin create from standard input prints the link; list and get find it', async () => {
    const created = await one(
      ['bin', 'create', '-', '--title', 'From a pipe', '--lang', 'shell', '--unlisted'],
      {
        input: 'echo "hello from the terminal"\n',
      },
    )
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    const link = created.stdout.trim()
    expect(link).toMatch(new RegExp(`^${base}/bins/[A-Za-z0-9_-]{22,}$`))
    id = link.split('/').pop()!

    const list = await one(['bin', 'list'])
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(`${id}\tunlisted\t`)
    expect(list.stdout).toContain('From a pipe')

    const got = await one(['bin', 'get', id])
    expect(got.code).toBe(0)
    expect(got.stdout).toContain('# From a pipe')
    expect(got.stdout).toContain('shell · unlisted')
    expect(got.stdout).toContain('echo "hello from the terminal"')

    const raw = await one(['bin', 'get', id, '--raw'])
    expect(raw.code).toBe(0)
    expect(raw.stdout).toBe('echo "hello from the terminal"\n')
  })

  it('bin edit replaces the text from a file', async () => {
    const file = join(home, 'new.txt')
    writeFileSync(file, 'second version\n')
    const edited = await one(['bin', 'edit', id, file])
    expect(edited.stderr).toBe('')
    expect(edited.code).toBe(0)
    expect((await one(['bin', 'get', id, '--raw'])).stdout).toBe('second version\n')
  })

  it('shows the server’s refusals and fails', async () => {
    const unknown = await one(['bin', 'get', 'no-such-bin'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/one: .+\(HTTP 404\)/)
    const badLanguage = await one(['bin', 'create', '-', '--lang', 'klingon'], { input: 'x' })
    expect(badLanguage.code).toBe(1)
    expect(badLanguage.stderr).toMatch(/HTTP 400/)
    const badExpiry = await one(['bin', 'create', '-', '--expires', '2y'], { input: 'x' })
    expect(badExpiry.code).toBe(2)
    expect(badExpiry.stderr).toContain('--expires takes one of 10m, 1h, 1d, 1w, 1mo, never')
  })

  it('refuses a file too large before sending it', async () => {
    const file = join(home, 'big.txt')
    writeFileSync(file, 'a'.repeat(BIN_CONTENT_MAX_BYTES + 1))
    const run = await one(['bin', 'create', file])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('is too large: A bin can hold at most 1 MiB of text')
  })

  it('says when the site cannot be reached', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const run = await one(['bin', 'list'], { env: { ONE_URL: closed } })
    // Signed in only to the test's site: for this one the sign-in is what is missing.
    expect(run.stderr).toContain('Not signed in')
    const login = await one(['login'], { env: { ONE_URL: closed } })
    expect(login.code).toBe(1)
    expect(login.stderr).toContain(`Could not reach ${closed}`)
  })

  it('--help on every command, and usage errors exit 2', async () => {
    for (const args of [
      ['--help'],
      ['login', '--help'],
      ['logout', '--help'],
      ['bin', '--help'],
      ['bin', 'create', '--help'],
      ['bin', 'list', '--help'],
      ['bin', 'get', '--help'],
      ['bin', 'edit', '--help'],
    ]) {
      const run = await one(args)
      expect(run.code, args.join(' ')).toBe(0)
      expect(run.stdout, args.join(' ')).toMatch(/^Usage: one/)
    }
    const wrong = await one(['bin', 'frobnicate'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('Unknown command: one bin frobnicate')
  })

  it('logout revokes the sign-in at the site (RFC 7009), then forgets it here', async () => {
    const { accessToken, refreshToken } = savedSites()[base]!
    expect(refreshToken).toBeTruthy()
    const run = await one(['logout'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Signed out of ${base}: the site revoked this sign-in.`)
    expect(savedSites()[base]).toBeUndefined()
    expect((await one(['bin', 'list'])).stderr).toContain('Not signed in: run `one login`')

    // The old tokens are dead at the site, not only forgotten here.
    const listed = await fetch(`${base}/api/one/bins`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    expect(listed.status).toBe(401)
    const refreshed = await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken!,
        client_id: 'one-cli',
      }),
    })
    expect(refreshed.status).toBe(400)
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant')

    const again = await one(['logout'])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(`You were not signed in to ${base}.`)
  })

  it('logout with the site unreachable still forgets the sign-in, says the site was not told, and fails', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const stored: StoredSignIn = {
      accessToken: 'an-access-token',
      refreshToken: 'a-refresh-token',
      expiresAt: Date.now() + 3_600_000,
      tokenEndpoint: `${closed}/api/oauth/token`,
    }
    writeFileSync(credentialsFile(), JSON.stringify({ sites: { [closed]: stored } }))
    const run = await one(['logout'], { env: { ONE_URL: closed } })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(
      `Signed out on this machine, but ${closed} could not be told: Could not reach ${closed}`,
    )
    expect(run.stderr).toContain('revoke "One command line" under Connected clients')
    expect(savedSites()[closed]).toBeUndefined()
  })
})
