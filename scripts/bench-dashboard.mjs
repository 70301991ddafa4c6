// `npm run bench:dashboard`: a user with 10,000 bins opens the dashboard's Bins tab (docs/decisions/0020).
// Seeds the bins through the API into a fresh database (embedded PGlite in a temporary DATA_DIR, or,
// when DATABASE_URL is set, a new database created on that PostgreSQL server and dropped afterwards),
// then times GET /api/one/bins/mine for the first page, a search, and later pages reached by cursor.
// The time is the HTTP round trip from this script to the built server on the same host, one request
// at a time: the server's time plus the loopback, so an upper bound of it. Target: p99 under 100 ms.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build', '-w', '@one/server'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const BINS = 10_000
const SEED_CONCURRENCY = 8
const WARMUP = 20
const SAMPLES = 200
const LATER_PAGE = 11
const TARGET_MS = 100

const words = ['counter', 'router', 'store', 'button', 'layout', 'theme', 'form', 'table', 'dialog', 'chart']
const kinds = ['component', 'notes', 'snippet', 'example', 'draft', 'test', 'config', 'helper']
const languages = ['vue', 'typescript', 'javascript', 'css', 'json', 'markdown', 'shell', 'text']

/** A fresh PostgreSQL database on DATABASE_URL's server, or undefined for PGlite. */
async function freshPostgres(baseUrl) {
  if (!baseUrl) return undefined
  const name = `one_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

async function seed(base, cookie) {
  const headers = { cookie, origin: base, 'content-type': 'application/json' }
  let next = 0
  const worker = async () => {
    for (let i = next++; i < BINS; i = next++) {
      const title = `${words[i % words.length]} ${kinds[Math.floor(i / words.length) % kinds.length]} ${i}`
      const content = `// ${title}\n${'const value = 42 // a line of code\n'.repeat(8)}`
      const response = await fetch(`${base}/api/one/bins`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title,
          content,
          language: languages[i % languages.length],
          visibility: i % 3 === 0 ? 'private' : 'public',
        }),
      })
      if (response.status !== 201) throw new Error(`creating bin ${i} answered ${response.status}`)
      await response.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker))
}

async function get(url, cookie) {
  const response = await fetch(url, { headers: { cookie } })
  const body = await response.json()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.message}`)
  return body
}

/** The cursor of page `n` (1 is the first), following `next` as the app's Load more does. */
async function cursorOfPage(base, cookie, query, n) {
  let cursor = ''
  for (let page = 1; page < n; page++) {
    const answer = await get(`${base}/api/one/bins/mine?${query}${cursor}`, cookie)
    if (!answer.next) throw new Error(`${query}: no page ${page + 1}`)
    cursor = `&cursor=${encodeURIComponent(answer.next)}`
  }
  return cursor
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measure(title, url, cookie) {
  for (let i = 0; i < WARMUP; i++) await get(url, cookie)
  const times = []
  let rows = 0
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now()
    rows = (await get(url, cookie)).bins.length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { title, rows, p50: percentile(times, 50), p99: percentile(times, 99) }
}

const postgres = await freshPostgres(process.env.DATABASE_URL)
const server = await startServer({
  databaseUrl: postgres?.url ?? '',
  env: { SERVE_WEB: 'off', BIN_WRITE_LIMIT: String(BINS * 2) },
  // A busy machine (other test runs) can take longer than the usual 30 s to start it.
  healthyWithinMs: 180_000,
})
try {
  const cookie = await signIn(server.base, 'bench-dashboard')
  const seeding = performance.now()
  await seed(server.base, cookie)
  const seedS = (performance.now() - seeding) / 1000
  const mine = `${server.base}/api/one/bins/mine`
  const laterUpdated = await cursorOfPage(server.base, cookie, 'sort=updated', LATER_PAGE)
  const laterTitle = await cursorOfPage(server.base, cookie, 'sort=title', LATER_PAGE)
  const laterSearch = await cursorOfPage(server.base, cookie, 'q=counter', LATER_PAGE)

  const rows = [
    await measure('first page (sort=updated)', mine, cookie),
    await measure('first page, sort=created', `${mine}?sort=created`, cookie),
    await measure('first page, sort=title', `${mine}?sort=title`, cookie),
    await measure('private only', `${mine}?visibility=private`, cookie),
    await measure('search q=counter (1,000 match)', `${mine}?q=counter`, cookie),
    await measure('search q=nothing (no match)', `${mine}?q=nothing-matches`, cookie),
    await measure(`search, page ${LATER_PAGE} by cursor`, `${mine}?q=counter${laterSearch}`, cookie),
    await measure(
      `page ${LATER_PAGE} by cursor, sort=updated`,
      `${mine}?sort=updated${laterUpdated}`,
      cookie,
    ),
    await measure(`page ${LATER_PAGE} by cursor, sort=title`, `${mine}?sort=title${laterTitle}`, cookie),
  ]

  const database = postgres
    ? 'PostgreSQL (DATABASE_URL, a fresh database)'
    : 'PGlite (embedded, fresh DATA_DIR)'
  const cpus = os.cpus()
  console.info(
    `\nbench:dashboard: ${BINS.toLocaleString('en')} bins of one user, seeded in ${seedS.toFixed(1)} s`,
  )
  console.info(
    `host: ${cpus.length} x ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  )
  console.info(`database: ${database}; built server; 25 bins a page`)
  console.info(
    `time: HTTP round trip on the same host (server time + loopback), ${SAMPLES} sequential requests after ${WARMUP} warm-ups`,
  )
  console.info(
    `${'request'.padEnd(36)} ${'rows'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  )
  for (const { title, rows: count, p50, p99 } of rows) {
    console.info(
      `${title.padEnd(36)} ${String(count).padStart(5)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}`,
    )
  }
  const worst = Math.max(...rows.map((row) => row.p99))
  console.info(
    `\nworst p99 ${worst.toFixed(1)} ms (target: every page under ${TARGET_MS} ms) ${worst < TARGET_MS ? 'ok' : 'MISSED'}`,
  )
} finally {
  await server.stop()
  await postgres?.drop()
  rmSync(server.dataDir, { recursive: true, force: true })
}
