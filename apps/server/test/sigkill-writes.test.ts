// The server killed (SIGKILL) while people save bins through HTTP, on embedded PGlite
// and on PostgreSQL. Every save it acknowledged (201) is there after a restart, once.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createSessions } from '../src/auth/sessions.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { bins } from '../src/db/schema/bins.ts'
import { users } from '../src/db/schema/users.ts'
import { serverRoot } from '../src/paths.ts'
import { freshPostgres } from './support/databases.ts'
import { freePort, testSessionSecret } from './support/listening-app.ts'

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

const databaseUrl = process.env.TEST_DATABASE_URL

type Store = { env: Record<string, string>; open(): Promise<Database>; done(): Promise<void> }

async function postgres(): Promise<Store> {
  const database = await freshPostgres(databaseUrl!)
  return {
    env: { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'one-sigkill-')) },
    open: () => openDatabase({ url: database.url }),
    done: () => database.close(),
  }
}

async function pglite(): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'one-sigkill-pglite-'))
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), done: async () => {} }
}

/** The server from its sources, as `npm start` runs it; resolves once it answers. */
async function startServer(store: Store, port: number) {
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SESSION_SECRET: testSessionSecret,
      BIN_WRITE_LIMIT: '100000',
      ...store.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const started = Date.now()
  while (!(await fetch(`${base}/api/healthz`).catch(() => undefined))?.ok) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (Date.now() - started > 60_000) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { child, exited, base }
}

const stores: [string, () => Promise<Store>, boolean][] = [
  ['embedded PGlite', pglite, true],
  ['PostgreSQL', postgres, Boolean(databaseUrl)],
]

describe.each(stores)('SIGKILL while bins are saved, on %s', (_name, makeStore, available) => {
  it.runIf(available)(
    'every acknowledged save is there after a restart, once',
    async () => {
      const store = await makeStore()
      // A user and a session, made before the server holds the database.
      const seeded = await store.open()
      const [user] = await seeded.db.insert(users).values({ name: 'Killed mid-write' }).returning()
      const { token } = await createSessions(seeded.db, testSessionSecret).start(user!.id)
      await seeded.close()

      const port = await freePort()
      const server = await startServer(store, port)
      const { base } = server
      const acknowledged = new Map<string, string>()
      let killed = false
      const save = (content: string) =>
        fetch(`${base}/api/one/bins`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie: `one_session=${token}` },
          body: JSON.stringify({ content }),
        })
      const browser = async (n: number) => {
        for (let i = 0; !killed; i++) {
          const content = `kill-${n}-${i}`
          const response = await save(content).catch(() => undefined)
          if (response?.status === 201)
            acknowledged.set(((await response.json()) as { id: string }).id, content)
          else if (response) throw new Error(`save answered ${response.status}`)
        }
      }
      const browsers = Promise.all(Array.from({ length: 4 }, (_, n) => browser(n)))
      while (acknowledged.size < 60) await new Promise((resolve) => setTimeout(resolve, 10))
      server.child.kill('SIGKILL')
      killed = true
      await server.exited
      await browsers

      // The same store, a new server (on PGlite: the killed one's lock on the folder is left over).
      const restarted = await startServer(store, port)
      for (const [id, content] of acknowledged) {
        const read = await fetch(`${base}/api/one/bins/${id}`, {
          headers: { cookie: `one_session=${token}` },
        })
        expect(read.status, id).toBe(200)
        expect(((await read.json()) as { content: string }).content).toBe(content)
      }
      restarted.child.kill('SIGTERM')
      expect(await restarted.exited).toBe(0)

      const database = await store.open()
      try {
        const rows = await database.db.select({ id: bins.id, content: bins.content }).from(bins)
        expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size)
        expect(new Set(rows.map((row) => row.content)).size).toBe(rows.length)
      } finally {
        await database.close()
        await store.done()
      }
    },
    180_000,
  )
})
