// `npm run bench:bins`: what a bin's history costs and how fast search is (docs/decisions/0022). A
// 10 KB bin is saved 1,000 times through the API, each save changing a few lines as an editor does;
// past the 100th save each one also folds the history to its newest 100 revisions (decision 0035).
// The script prints what the kept revisions take on disk (the whole table with its indexes and TOAST,
// in a fresh database holding only this bin) and how long reading a revision takes. Then a second user
// saves 10,000 bins and searches them. Targets: under 2 MB for the revisions, every revision read under
// 20 ms, a search under 100 ms (p99). Runs on embedded PGlite in a temporary DATA_DIR, then on
// PostgreSQL in a new database (on DATABASE_URL's server, else the local one), dropped afterwards;
// BENCH_DATABASES=pglite or =postgres runs one of them.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { freshPostgres, POSTGRES_URL } from './fresh-postgres.mjs'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build', '-w', '@one/server'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const SAVES = 1_000
// What a bin keeps of its history (bins/revisions/fold-history.ts): the newest 100 revisions.
const KEPT = 100
const FIRST_KEPT = SAVES + 1 - KEPT + 1
const LINES = 145 // about 10 KB of code
const READS = 300
const STORAGE_TARGET = 2 * 1024 * 1024
const READ_TARGET_MS = 20
const SEARCH_BINS = 10_000
const SEARCH_SAMPLES = 100
const SEARCH_TARGET_MS = 100

const words = ['counter', 'router', 'store', 'button', 'layout', 'theme', 'form', 'table', 'dialog', 'chart']

/** 10,000 bins of one user, eight saves at a time. */
async function seedSearch(base, cookie) {
  let next = 0
  const worker = async () => {
    for (let i = next++; i < SEARCH_BINS; i = next++) {
      const word = words[i % words.length]
      const title = `${word} ${words[Math.floor(i / 10) % words.length]} ${i}`
      const content = `<template>\n  <v-btn>${word}</v-btn>\n</template>\n${'const value = compute(42) // a line of code\n'.repeat(8)}`
      await call('POST', `${base}/api/one/bins`, cookie, { title, content, language: 'vue' })
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}

async function timeSearch(base, cookie, q) {
  const url = `${base}/api/one/bins?q=${encodeURIComponent(q)}`
  for (let i = 0; i < 10; i++) await call('GET', url, cookie)
  const times = []
  let found = 0
  for (let i = 0; i < SEARCH_SAMPLES; i++) {
    const started = performance.now()
    found = (await call('GET', url, cookie)).bins.length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { q, found, p50: percentile(times, 50), p99: percentile(times, 99) }
}

// A deterministic stream of numbers, so every run makes the same edits.
let state
const random = (n) => {
  state = (state * 1103515245 + 12345) % 2 ** 31
  return state % n
}

const lineOf = (i) => `  const value${i} = compute(${i}, 'a string of some length') // note ${i}\n`

/** The next text: one to three lines changed, sometimes one added or removed, as an editor saves. */
function edit(lines, n) {
  const next = [...lines]
  for (let k = 1 + random(3); k > 0; k--) next[random(next.length)] = lineOf(10_000 + n * 10 + k)
  if (n % 7 === 0) next.splice(random(next.length), 0, lineOf(20_000 + n))
  if (n % 11 === 0 && next.length > 10) next.splice(random(next.length), 1)
  return next
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function call(method, url, cookie, body) {
  const response = await fetch(url, {
    method,
    headers: { cookie, origin: new URL(url).origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${answer.message}`)
  return answer
}

const STATISTICS_WAIT_MS = 12_000

/** The whole bench on one database: PGlite when `postgres` is undefined. */
async function bench(postgres) {
  state = 42
  const server = await startServer({
    databaseUrl: postgres?.url ?? '',
    env: { SERVE_WEB: 'off', BIN_WRITE_LIMIT: String(SEARCH_BINS * 2) },
    healthyWithinMs: 180_000,
  })
  let stopped = false
  try {
    const cookie = await signIn(server.base, 'bench-bins')
    const bins = `${server.base}/api/one/bins`
    let lines = Array.from({ length: LINES }, (_, i) => lineOf(i))
    let bin = await call('POST', bins, cookie, {
      title: 'history',
      content: lines.join(''),
      language: 'typescript',
    })
    const size = Buffer.byteLength(bin.content)
    const texts = [bin.content]
    const saving = performance.now()
    for (let n = 1; n <= SAVES; n++) {
      lines = edit(lines, n)
      bin = await call('PATCH', `${bins}/${bin.id}`, cookie, {
        version: bin.version,
        content: lines.join(''),
      })
      texts.push(bin.content)
    }
    const saveS = (performance.now() - saving) / 1000

    const { revisions, next } = await call('GET', `${bins}/${bin.id}/revisions?limit=${KEPT}`, cookie)
    if (revisions.length !== KEPT || next !== null || revisions.at(-1).number !== FIRST_KEPT)
      throw new Error(
        `expected revisions ${FIRST_KEPT} to ${SAVES + 1}, got ${revisions.length} (next ${next})`,
      )

    // Every twentieth revision is whole: the nineteenth after one applies the most deltas. The first
    // kept is the base, whole.
    const worst = [FIRST_KEPT, 920, 940, 1000]
    const numbers = [...worst, ...Array.from({ length: READS }, () => FIRST_KEPT + random(KEPT))]
    for (const number of numbers.slice(0, 20))
      await call('GET', `${bins}/${bin.id}/revisions/${number}`, cookie)
    const reads = []
    for (const number of numbers) {
      const started = performance.now()
      const revision = await call('GET', `${bins}/${bin.id}/revisions/${number}`, cookie)
      reads.push({ ms: performance.now() - started, number })
      if (revision.content !== texts[number - 1]) throw new Error(`revision ${number} came back wrong`)
    }
    reads.sort((a, b) => a.ms - b.ms)
    const times = reads.map((read) => read.ms)

    await server.stop()
    stopped = true
    const sizeQuery = `select pg_total_relation_size('bin_revisions')::int as total,
      (select sum(coalesce(pg_column_size(content), 0) + coalesce(pg_column_size(delta), 0))::int from bin_revisions) as texts,
      (select count(*)::int from bin_revisions where content is not null) as whole`
    let sizes
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url })
      await client.connect()
      ;[sizes] = (await client.query(sizeQuery)).rows
      await client.end()
    } else {
      const db = new PGlite(join(server.dataDir, 'pglite'))
      ;[sizes] = (await db.query(sizeQuery)).rows
      await db.close()
    }

    // The search part starts the server again on the same database: the sizes above hold one bin only.
    const again = await startServer({
      dataDir: server.dataDir,
      databaseUrl: postgres?.url ?? '',
      env: { SERVE_WEB: 'off', BIN_WRITE_LIMIT: String(SEARCH_BINS * 2) },
      healthyWithinMs: 180_000,
    })
    let searches
    let seedS
    try {
      const searcher = await signIn(again.base, 'bench-bins-search')
      const seeding = performance.now()
      await seedSearch(again.base, searcher)
      seedS = (performance.now() - seeding) / 1000
      // The server's statistics job (jobs/bin-statistics.ts) looks every 10 s; a search before it ran
      // would read the planner's idea of a near-empty table.
      await new Promise((resolve) => setTimeout(resolve, STATISTICS_WAIT_MS))
      searches = [
        await timeSearch(again.base, searcher, 'counter'),
        await timeSearch(again.base, searcher, 'coun rout'),
        await timeSearch(again.base, searcher, 'v-btn'),
        await timeSearch(again.base, searcher, 'nothing-matches-this'),
      ]
    } finally {
      await again.stop()
    }

    const cpus = os.cpus()
    const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
    console.info(
      `\nbench:bins: one ${kb(size)} bin (${LINES} lines) saved ${SAVES} times in ${saveS.toFixed(1)} s`,
    )
    console.info(
      `host: ${cpus.length} x ${cpus[0]?.model.trim()}, ${os.platform()} ${os.release()}, Node ${process.version}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    )
    console.info(
      `database: ${postgres ? 'PostgreSQL (DATABASE_URL, a fresh database)' : 'PGlite (embedded, fresh DATA_DIR)'}`,
    )
    console.info(
      `storage: bin_revisions ${kb(sizes.total)} on disk with its index and TOAST (texts alone ${kb(sizes.texts)}; ${sizes.whole} of the ${KEPT} revisions kept whole), ${((KEPT * size) / sizes.total).toFixed(0)}x less than whole copies (target under ${kb(STORAGE_TARGET)}) ${sizes.total < STORAGE_TARGET ? 'ok' : 'MISSED'}`,
    )
    const p99 = percentile(times, 99)
    console.info(
      `read a revision (GET /one/bins/{id}/revisions/{n}, HTTP round trip, ${numbers.length} reads incl. the longest delta chains): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (target under ${READ_TARGET_MS} ms) ${times.at(-1) < READ_TARGET_MS ? 'ok' : 'MISSED'}`,
    )
    // Whether the slowest reads are the long chains or one-off pauses (a GC, the host) that hit any read.
    const deltasOf = (number) => Math.min((number - 1) % 20, number - FIRST_KEPT)
    console.info(
      `  slowest reads: ${reads
        .slice(-3)
        .reverse()
        .map(({ ms, number }) => `${ms.toFixed(1)} ms (revision ${number}, ${deltasOf(number)} deltas)`)
        .join(', ')}`,
    )
    console.info(
      `\nsearch (GET /one/bins?q=, HTTP round trip, ${SEARCH_SAMPLES} sequential requests) over one user's ${SEARCH_BINS.toLocaleString('en')} bins, seeded in ${seedS.toFixed(0)} s:`,
    )
    for (const { q, found, p50, p99: worst } of searches) {
      console.info(
        `  q=${q.padEnd(22)} ${String(found).padStart(3)} found  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${worst.toFixed(1).padStart(6)} ms ${worst < SEARCH_TARGET_MS ? 'ok' : 'MISSED'}`,
      )
    }
  } finally {
    if (!stopped) await server.stop()
    await postgres?.drop()
    rmSync(server.dataDir, { recursive: true, force: true })
  }
}

const only = process.env.BENCH_DATABASES
if (!only || only === 'pglite') await bench(undefined)
if (!only || only === 'postgres') {
  let postgres
  try {
    postgres = await freshPostgres(POSTGRES_URL, 'one_bench')
  } catch (error) {
    console.info(
      `\nPostgreSQL: skipped, ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} could not be reached (${error.message})`,
    )
  }
  if (postgres) await bench(postgres)
}
