import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { like } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSessions } from '../src/auth/sessions.ts'
import { openDatabase } from '../src/db/database.ts'
import { serverSecrets } from '../src/db/schema/server-secrets.ts'
import { users } from '../src/db/schema/users.ts'
import { serverRoot } from '../src/paths.ts'
import { bundle } from './support/bundles.ts'
import { freshPostgres } from './support/databases.ts'

const children: ChildProcess[] = []

beforeAll(() => {
  bundle('src/main.ts', 'test/support/crash-writer.ts')
})

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(serverRoot, 'dist', script)], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SERVE_WEB: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr!.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, stdout: () => stdout, stderr: () => stderr }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function healthy(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/healthz`)).ok
  } catch {
    return false
  }
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'one-data-'))
let nextPort = 3600 + Math.floor(Math.random() * 300)

// Each of these starts real processes on fresh PGlite folders (initdb takes seconds on a busy machine).
describe('the built server as a process', { timeout: 120_000 }, () => {
  it('stops at boot with one clear line naming a bad variable', async () => {
    const server = run('main.js', { PORT: 'eighty', DATA_DIR: freshDir() })
    expect(await server.exited).toBe(1)
    expect(server.stderr().trim()).toBe(
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "eighty")',
    )
  })

  it('a bad ALLOWED_HOSTS stops it with one line naming the variable and the item', async () => {
    const server = run('main.js', {
      ALLOWED_HOSTS: 'one.example.com, https://evil.example',
      DATA_DIR: freshDir(),
    })
    expect(await server.exited).toBe(1)
    expect(server.stderr().trim()).toBe(
      'Invalid environment variable ALLOWED_HOSTS: "https://evil.example" is not a host name like one.example.com or .example.com (no scheme, port or path) (got "one.example.com, https://evil.example")',
    )
  })

  it("a Stripe secret key without the plans' prices stops it with one line naming them", async () => {
    const server = run('main.js', {
      DATA_DIR: freshDir(),
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_SOLO_MONTH: 'price_1SoloMonth',
    })
    expect(await server.exited).toBe(1)
    expect(server.stderr().trim()).toBe(
      "Invalid environment variable STRIPE_PRICE_SOLO_YEAR, STRIPE_PRICE_TEAM_MONTH, STRIPE_PRICE_TEAM_YEAR: required with STRIPE_SECRET_KEY, the id of each plan's recurring price in your Stripe account",
    )
  })

  it('an unreachable DATABASE_URL stops it with one line that does not show the password (docs/decisions/0008)', async () => {
    const server = run('main.js', { DATABASE_URL: 'postgres://user:secret@127.0.0.1:1/x' })
    expect(await server.exited).toBe(1)
    expect(server.stderr().trim()).toBe(
      'Cannot use the database at postgres://user:***@127.0.0.1:1/x: connect ECONNREFUSED 127.0.0.1:1. Is it running, and is DATABASE_URL right?',
    )
  })

  it('refuses the sign-in emulators on an address other machines reach (docs/decisions/0008)', async () => {
    const server = run('main.js', { HOST: '0.0.0.0', DATA_DIR: freshDir() })
    expect(await server.exited).toBe(1)
    expect(server.stderr().trim()).toMatch(
      /^Invalid environment variable ONE_EMULATORS: [^\n]*anyone can sign in as anyone[^\n]*ONE_EMULATORS=on if this is on purpose\.$/,
    )
  })

  it('a second server pointed at the same PGlite folder refuses to start', async () => {
    const dataDir = freshDir()
    const port = nextPort++
    const first = run('main.js', { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir })
    await until(() => healthy(port))
    // No provider credentials: the emulators are on, and the server warns what that means (LOG_LEVEL
    // is warn here, so an info line would not show). See docs/decisions/0008.
    await until(() => first.stdout().includes('Local sign-in emulators are on'))
    expect(first.stdout()).toContain(
      '"msg":"Local sign-in emulators are on: anyone can sign in as anyone. For development only."',
    )

    const second = run('main.js', { PORT: String(nextPort++), HOST: '127.0.0.1', DATA_DIR: dataDir })
    expect(await second.exited).toBe(1)
    expect(second.stderr()).toContain(
      `Another server (process ${first.child.pid}) is already using the data folder`,
    )
    expect(await healthy(port)).toBe(true)
  })

  it('without SESSION_SECRET it keeps a random one in the data folder, and warns on a host others reach (docs/decisions/0028)', async () => {
    const dataDir = freshDir()
    const port = nextPort++
    const env = { PORT: String(port), HOST: '0.0.0.0', ONE_EMULATORS: 'on', DATA_DIR: dataDir }
    const first = run('main.js', env)
    await until(() => healthy(port))
    const file = join(dataDir, 'session-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const secret = readFileSync(file, 'utf8')
    expect(first.stdout()).toContain(
      `"msg":"SESSION_SECRET is not set, so sessions are signed with the secret kept in ${file}, which is meant for a development machine; but HOST=0.0.0.0 lets other machines reach it.`,
    )
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)

    const second = run('main.js', { ...env, HOST: '127.0.0.1' })
    await until(() => healthy(port))
    expect(readFileSync(file, 'utf8')).toBe(secret)
    expect(second.stdout()).not.toContain('SESSION_SECRET')
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'without SESSION_SECRET two servers started together on one PostgreSQL sign with the secret kept there (decision 28)',
    async () => {
      const database = await freshPostgres(process.env.TEST_DATABASE_URL!)
      try {
        const ports = [nextPort++, nextPort++]
        const dataDirs = [freshDir(), freshDir()]
        const servers = ports.map((port, i) =>
          run('main.js', {
            PORT: String(port),
            HOST: '0.0.0.0',
            ONE_EMULATORS: 'on',
            DATA_DIR: dataDirs[i]!,
            DATABASE_URL: database.url,
          }),
        )
        await until(async () => (await Promise.all(ports.map(healthy))).every(Boolean))
        const rows = await database.db.select().from(serverSecrets)
        expect(rows).toHaveLength(1)
        for (const dataDir of dataDirs) expect(readdirSync(dataDir)).not.toContain('session-secret')
        for (const server of servers) {
          expect(server.stdout()).toContain(
            "secret kept in the database (table server_secrets, row 'session'), which is meant for a development machine; but HOST=0.0.0.0",
          )
        }
        // A session signed with the kept secret is one both servers know.
        const [user] = await database.db.insert(users).values({ name: 'kept' }).returning()
        const { token } = await createSessions(database.db, rows[0]!.value).start(user!.id)
        for (const port of ports) {
          const verify = await fetch(`http://127.0.0.1:${port}/api/auth/verify`, {
            headers: { cookie: `one_session=${token}` },
          })
          expect(verify.status).toBe(200)
        }
        for (const server of servers) server.child.kill('SIGTERM')
        for (const server of servers) expect(await server.exited).toBe(0)
      } finally {
        await database.close()
      }
    },
  )

  it('under npm start (an IPC channel) the server reports itself ready to the runner, and logs no warning', async () => {
    const port = nextPort++
    const dataDir = freshDir()
    const child = spawn(process.execPath, [join(serverRoot, 'dist', 'main.js')], {
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        SERVE_WEB: 'off',
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    children.push(child)
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
    })
    child.stderr!.on('data', (chunk) => {
      output += chunk
    })
    const ready = await new Promise((resolve) => child.on('message', resolve))
    expect(ready).toEqual({
      ready: { url: `http://localhost:${port}`, database: `PGlite in ${dataDir}`, emulators: true },
    })
    expect(await healthy(port)).toBe(true)
    expect(output).toBe('')
  })

  it('every write acknowledged before a SIGKILL is still there after a restart (PGlite)', async () => {
    const dataDir = freshDir()
    const writer = run('crash-writer.js', { DATA_DIR: dataDir })
    const written = () =>
      writer
        .stdout()
        .split('\n')
        .filter((line) => /^\d+$/.test(line))
    await until(() => written().length > 300)
    writer.child.kill('SIGKILL')
    await writer.exited
    const acknowledged = written().map((n) => `write-${n}`)
    expect(acknowledged.length).toBeGreaterThan(300)

    // The real server starts on the folder the killed process left (taking over its lock).
    const port = nextPort++
    const server = run('main.js', { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir })
    await until(() => healthy(port))
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)

    const database = await openDatabase({ dataDir })
    const stored = await database.db
      .select({ name: users.name })
      .from(users)
      .where(like(users.name, 'write-%'))
    await database.close()
    const names = new Set(stored.map((row) => row.name))
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([])
  })
})
