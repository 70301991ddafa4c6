// `npm run bench:api`: requests per second and p99 latency of the server's routes, each next to bare
// Fastify answering the same JSON from one route in a process started the same way (scripts/bare-fastify.mjs):
// what a route costs beyond it is our plugin chain's and the route's own. Targets (issue 26): /api/healthz
// (asks the database at most once a second) at least 0.6 of bare Fastify; a signed-in /api/auth/verify
// (asked on every page view) and a guest reading a 10 KB public bin (a shared link) at least 0.5; p99
// under 10 ms for those three. The owner's bin read and the banners every page load fetches
// (GET /api/one/banners, three published) are printed beside them. On the built server with PGlite;
// the owner is signed in through the built-in emulators over HTTP, as a browser would. Only the server
// is built and the app is not served: this measures the API alone.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build', '-w', '@one/server'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const DURATION_S = 10
const CONNECTIONS = 10

async function measure(title, url, headers = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
  if (result.non2xx || result.errors) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return { title, rps: result.requests.average, p99: result.latency.p99 }
}

// Measured first, alone on the machine, then stopped: the yardstick every route is a fraction of.
const bareServer = await startServer({ script: 'scripts/bare-fastify.mjs' })
let bare
try {
  bare = await measure('bare Fastify, one route (yardstick)', `${bareServer.base}/api/healthz`)
} finally {
  await bareServer.stop()
}

// GitHub's `ada` on the emulator (its account id) publishes the banners.
const server = await startServer({ env: { SERVE_WEB: 'off', ONE_ADMINS: 'github:2051899610' } })
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

  const rows = [
    bare,
    await measure('GET /api/healthz (empty route)', `${server.base}/api/healthz`),
    await measure('GET /api/auth/verify (signed in)', `${server.base}/api/auth/verify`, { cookie }),
    await measure('GET /api/one/bins/:id (guest, 10 KB)', `${server.base}/api/one/bins/${id}`),
    await measure('GET /api/one/bins/:id (owner, 10 KB)', `${server.base}/api/one/bins/${id}`, { cookie }),
    await measure('GET /api/one/banners (3 published)', `${server.base}/api/one/banners`),
  ]
  const [, health, verify, guestBin] = rows
  const fraction = (row) => row.rps / bare.rps
  console.info(`\nbench:api (PGlite, built server, ${CONNECTIONS} connections, ${DURATION_S} s each)`)
  console.info(
    `${'route'.padEnd(40)} ${'requests/s'.padStart(11)} ${'of bare'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  )
  for (const row of rows) {
    console.info(
      `${row.title.padEnd(40)} ${String(Math.round(row.rps)).padStart(11)} ${fraction(row).toFixed(2).padStart(8)} ${String(row.p99).padStart(8)}`,
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
}
