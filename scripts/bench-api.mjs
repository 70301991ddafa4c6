// `npm run bench:api`: requests per second and p99 latency of the server's routes, each next to bare
// Fastify answering the same JSON from one route in a process started the same way (scripts/bare-fastify.mjs):
// what a route costs beyond it is our plugin chain's and the route's own. Targets: /api/healthz
// (asks the database at most once a second) at least 0.6 of bare Fastify; a signed-in /api/auth/verify
// (asked on every page view) and a guest reading a 10 KB public bin (a shared link, asked as a browser
// asks: with Accept-Encoding, so it leaves compressed) at least 0.5; p99 under 10 ms for those three.
// The same read without Accept-Encoding (a script's), the owner's bin read and the banners every page
// load fetches (GET /api/one/banners, three published) are printed beside them. On the built server
// with PGlite; each route is measured in 3 rounds beside the yardstick (medians printed), with the
// server's CPU time per request (every thread, from /proc), which a busy machine disturbs less than
// requests per second; the owner is signed in through the built-in emulators over HTTP, as a browser
// would. Only the server is built and the app is not served: this measures the API alone.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build', '-w', '@one/server'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10
const ROUNDS = 3
// CPU time of a process (every thread), in µs, from /proc: what a request costs whatever else runs.
const TICK_US = 1e6 / Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100)
const cpuUs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_US
}

async function once(title, url, headers, pid) {
  const before = cpuUs(pid)
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
  if (result.non2xx || result.errors) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  const cpu = (cpuUs(pid) - before) / result.requests.total
  return { rps: result.requests.average, p99: result.latency.p99, cpu }
}

// What a browser's fetch sends (Chromium's): a shared link is read by browsers (the app), and by CDNs,
// which ask the same. Without it the answer is 10 KB of text instead of a few hundred compressed bytes.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Each route ROUNDS times, the yardstick measured in every round beside them; the medians. */
async function measureRounds(routes) {
  const runs = routes.map(() => [])
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, route] of routes.entries()) {
      runs[i].push(await once(route.title, route.url, route.headers ?? {}, route.pid))
    }
  }
  return routes.map((route, i) => ({
    title: route.title,
    rps: median(runs[i].map((r) => r.rps)),
    p99: median(runs[i].map((r) => r.p99)),
    cpu: median(runs[i].map((r) => r.cpu)),
  }))
}

// The yardstick every route is a fraction of, alive beside the server and measured in each round.
const bareServer = await startServer({ script: 'scripts/bare-fastify.mjs' })

// GitHub's `ada` on the emulator (its account id) publishes the banners.
const server = await startServer({ env: { SERVE_WEB: 'off', ONE_ADMINS: 'github:2051899610' } }).catch(
  async (error) => {
    await bareServer.stop()
    throw error
  },
)
try {
  const cookie = await signIn(server.base, 'bench')
  const admin = await signIn(server.base, 'ada')
  for (const slug of ['bench-one', 'bench-two', 'bench-three']) {
    const published = await fetch(`${server.base}/api/one/admin/banners`, {
      method: 'POST',
      headers: { cookie: admin, origin: server.base, 'content-type': 'application/json' },
      body: JSON.stringify({
        slug,
        title: slug,
        published: true,
        metadata: {
          site: ['*'],
          active: true,
          color: 'primary',
          text: 'A banner of the benchmark, with a little text',
          subtext: 'And a subtext',
          link: 'https://example.com/',
          link_text: 'Read more',
          link_color: '',
          closable: true,
          height: null,
          bg_blur: null,
          images: { bg: null, logo: null },
          attributes: {},
        },
      }),
    })
    if (published.status !== 201) throw new Error(`publishing a banner answered ${published.status}`)
  }
  const content = 'const answer = 42 // a line of code\n'.repeat(285).slice(0, 10_240)
  const created = await fetch(`${server.base}/api/one/bins`, {
    method: 'POST',
    headers: { cookie, origin: server.base, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'bench', content, language: 'javascript' }),
  })
  if (created.status !== 201) throw new Error(`creating the bin answered ${created.status}`)
  const { id } = await created.json()

  const { pid } = server
  const rows = await measureRounds([
    {
      title: 'bare Fastify, one route (yardstick)',
      url: `${bareServer.base}/api/healthz`,
      pid: bareServer.pid,
    },
    { title: 'GET /api/healthz (empty route)', url: `${server.base}/api/healthz`, pid },
    {
      title: 'GET /api/auth/verify (signed in)',
      url: `${server.base}/api/auth/verify`,
      headers: { cookie },
      pid,
    },
    {
      title: 'GET /api/one/bins/:id (guest, 10 KB)',
      url: `${server.base}/api/one/bins/${id}`,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
      pid,
    },
    { title: '  the same, no Accept-Encoding (a script)', url: `${server.base}/api/one/bins/${id}`, pid },
    {
      title: 'GET /api/one/bins/:id (owner, 10 KB)',
      url: `${server.base}/api/one/bins/${id}`,
      headers: { cookie },
      pid,
    },
    { title: 'GET /api/one/banners (3 published)', url: `${server.base}/api/one/banners`, pid },
  ])
  const [bare, health, verify, guestBin] = rows
  const fraction = (row) => row.rps / bare.rps
  console.info(
    `\nbench:api (PGlite, built server, ${CONNECTIONS} connections, ${DURATION_S} s each, median of ${ROUNDS} rounds; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  )
  console.info(
    `${'route'.padEnd(40)} ${'requests/s'.padStart(11)} ${'of bare'.padStart(8)} ${'p99 ms'.padStart(8)} ${'CPU µs/req'.padStart(11)} ${'CPU of bare'.padStart(12)}`,
  )
  for (const row of rows) {
    console.info(
      `${row.title.padEnd(40)} ${String(Math.round(row.rps)).padStart(11)} ${fraction(row).toFixed(2).padStart(8)} ${String(row.p99).padStart(8)} ${String(Math.round(row.cpu)).padStart(11)} ${(bare.cpu / row.cpu).toFixed(2).padStart(12)}`,
    )
  }
  const verdict = (ok) => (ok ? 'ok' : 'MISSED')
  const target = (row, least) =>
    console.info(
      `${row.title}: ${fraction(row).toFixed(2)} of bare Fastify, p99 ${row.p99} ms (targets: at least ${least}, p99 under 10 ms) ${verdict(fraction(row) >= least && row.p99 < 10)}`,
    )
  console.info('')
  target(health, 0.6)
  target(verify, 0.5)
  target(guestBin, 0.5)
} finally {
  await server.stop()
  await bareServer.stop()
}
