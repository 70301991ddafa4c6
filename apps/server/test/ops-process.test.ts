// The built server as an operator runs it. SIGTERM drains, request ids reach the
// log, and instances started together on one PostgreSQL migrate it once.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serverRoot } from '../src/paths.ts'
import { bundle } from './support/bundles.ts'
import { freePort, testSessionSecret } from './support/listening-app.ts'

const children: ChildProcess[] = []

beforeAll(() => {
  bundle('src/main.ts', 'src/migrate.ts')
})

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [join(serverRoot, 'dist', script)], {
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'off',
      SESSION_SECRET: testSessionSecret,
      ...env,
    },
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

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const ready = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/api/readyz`).catch(() => undefined))?.status === 200

/** A request whose body arrives in two parts: it stays in flight until `finish` sends the rest. */
function slowUpload(port: number, path: string, body: string) {
  const half = Math.floor(body.length / 2)
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      origin: `http://127.0.0.1:${port}`,
    },
  })
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
  })
  req.write(body.slice(0, half))
  return { answered, finish: () => req.end(body.slice(half)) }
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'one-ops-'))

describe('the built server, as an operator runs it', { timeout: 180_000 }, () => {
  it('SIGTERM: a request in flight completes, a new connection is refused, the process exits 0', async () => {
    const port = await freePort()
    const server = run('main.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: freshDir(),
      LOG_LEVEL: 'info',
    })
    await until(() => ready(port))

    // Any route that reads a body will do: the body's second half comes after the SIGTERM.
    const upload = slowUpload(port, '/api/one/bins', JSON.stringify({ content: 'x'.repeat(2000) }))
    await until(() => server.stdout().includes('"url":"/api/one/bins"'))
    server.child.kill('SIGTERM')
    await until(() => server.stdout().includes('SIGTERM received'))

    const refused = await fetch(`http://127.0.0.1:${port}/api/healthz`).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    )
    expect(refused).toBe('ECONNREFUSED')

    upload.finish()
    const answer = await upload.answered
    // A guest may not save bins: the point is that the request got its answer, not a cut connection.
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).code).toBe('unauthorized')
    expect(await server.exited).toBe(0)
  })

  it('SHUTDOWN_DELAY_MS: readiness answers 503 at once while requests are still served, then connections are refused', async () => {
    const port = await freePort()
    const server = run('main.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: freshDir(),
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: '3000',
    })
    await until(() => ready(port))
    server.child.kill('SIGTERM')
    const signalled = Date.now()
    await until(() => server.stdout().includes('SIGTERM received'))

    const readiness = await fetch(`http://127.0.0.1:${port}/api/readyz`)
    expect(readiness.status).toBe(503)
    expect(((await readiness.json()) as { down: string[] }).down).toEqual(['shutdown'])
    const served = await fetch(`http://127.0.0.1:${port}/api/one/bins/NoSuchBin123`)
    expect(served.status).toBe(404)
    expect(((await served.json()) as { code: string }).code).toBe('not_found')
    // Still within the delay: the answers above came before connections were refused.
    expect(Date.now() - signalled).toBeLessThan(3000)

    const refused = async () =>
      (await fetch(`http://127.0.0.1:${port}/api/healthz`).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code,
      )) === 'ECONNREFUSED'
    await until(refused, 15_000)
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000)
    expect(await server.exited).toBe(0)
  })

  it('every log line of a request carries its id, the proxy’s when TRUST_PROXY names it', async () => {
    const port = await freePort()
    const server = run('main.js', {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: freshDir(),
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
    })
    await until(() => ready(port))
    const id = `proxy-${randomBytes(4).toString('hex')}`
    const answer = await fetch(`http://127.0.0.1:${port}/api/one/bins/NoSuchBin123`, {
      headers: { 'x-request-id': id, 'x-forwarded-for': '203.0.113.9' },
    })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('x-request-id')).toBe(id)
    const completed = () =>
      server
        .stdout()
        .split('\n')
        .some((line) => line.includes(id) && line.includes('request completed'))
    await until(completed)
    const lines = server
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { remoteAddress?: string } })
    const ofRequest = lines.filter((line) => line.reqId === id)
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    expect(ofRequest[0]!.req?.remoteAddress).toBe('203.0.113.9')
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  const postgres = process.env.TEST_DATABASE_URL
  it.runIf(postgres)(
    'two servers started at once on a fresh PostgreSQL both come up, and the migrations ran once',
    async () => {
      const name = `one_migrate_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: postgres })
      await admin.connect()
      await admin.query(`create database ${name}`)
      const url = new URL(postgres!)
      url.pathname = `/${name}`
      try {
        const ports = [await freePort(), await freePort()]
        const servers = ports.map((port) =>
          run('main.js', {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: url.toString(),
            DATA_DIR: freshDir(),
          }),
        )
        for (const port of ports) await until(() => ready(port))
        for (const server of servers) expect(server.stderr()).toBe('')

        const journal = JSON.parse(readFileSync(join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8'))
        const db = new pg.Client({ connectionString: url.toString() })
        await db.connect()
        const applied = async () =>
          (await db.query('select hash from drizzle.__drizzle_migrations order by id')).rows.map(
            (r) => r.hash,
          )
        const hashes = await applied()
        expect(hashes).toHaveLength(journal.entries.length)
        expect(new Set(hashes).size).toBe(hashes.length)

        // `npm run migrate` as a deploy step beside running instances: nothing left to do.
        const migrate = run('migrate.js', { DATABASE_URL: url.toString() })
        expect(await migrate.exited).toBe(0)
        expect(migrate.stdout()).toContain(`The database is up to date (postgres://`)
        expect(await applied()).toEqual(hashes)
        await db.end()

        for (const server of servers) server.child.kill('SIGTERM')
        for (const server of servers) expect(await server.exited).toBe(0)
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
  )

  it('npm run migrate on an unreachable database says so in one line and exits 1', async () => {
    const port = await freePort()
    const migrate = run('migrate.js', { DATABASE_URL: `postgres://one:secret-pass@127.0.0.1:${port}/one` })
    expect(await migrate.exited).toBe(1)
    const said = migrate.stderr().trim()
    expect(said).toMatch(
      /^Cannot use the database at postgres:\/\/one:\*\*\*@127\.0\.0\.1:\d+\/one: .*ECONNREFUSED/,
    )
    expect(said).not.toContain('secret-pass')
  })
})
