// `npm run bench:api`: requests per second and p99 latency of a signed-in /api/auth/verify (asked on
// every page view; target: at least half the empty route's rate) and of reading a 10 KB public bin
// (a shared link; target: at least half the empty route's rate, p99 under 50 ms), and of the banners
// every page load fetches (GET /api/one/banners, three published; target: at least half the empty route's rate),
// next to the cheapest route (/api/healthz asks the database at most once a second), on the built
// server with PGlite. The owner is signed in through the built-in emulators over HTTP, as a browser would.
// Only the server is built and the app is not served: this measures the API alone.
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
    await measure('GET /api/healthz (empty route)', `${server.base}/api/healthz`),
    await measure('GET /api/auth/verify (signed in)', `${server.base}/api/auth/verify`, { cookie }),
    await measure('GET /api/one/bins/:id (guest, 10 KB)', `${server.base}/api/one/bins/${id}`),
    await measure('GET /api/one/bins/:id (owner, 10 KB)', `${server.base}/api/one/bins/${id}`, { cookie }),
    await measure('GET /api/one/banners (3 published)', `${server.base}/api/one/banners`),
  ]
  console.info(`\nbench:api (PGlite, built server, ${CONNECTIONS} connections, ${DURATION_S} s each)`)
  console.info(`${'route'.padEnd(40)} ${'requests/s'.padStart(11)} ${'p99 ms'.padStart(8)}`)
  for (const { title, rps, p99 } of rows) {
    console.info(`${title.padEnd(40)} ${String(Math.round(rps)).padStart(11)} ${String(p99).padStart(8)}`)
  }
  const percent = (row) => `${((row.rps / rows[0].rps) * 100).toFixed(0)}% of the empty route`
  const verdict = (ok) => (ok ? 'ok' : 'MISSED')
  console.info('')
  console.info(
    `signed-in verify: ${percent(rows[1])} (target: at least 50%) ${verdict(rows[1].rps >= rows[0].rps / 2)}`,
  )
  console.info(
    `shared link, a guest reading a public 10 KB bin: ${percent(rows[2])}, p99 ${rows[2].p99} ms (targets: at least 50%, p99 under 50 ms) ${verdict(rows[2].rps >= rows[0].rps / 2 && rows[2].p99 < 50)}`,
  )
  console.info(
    `banners, fetched on every page load: ${percent(rows[4])}, p99 ${rows[4].p99} ms (target: at least 50%) ${verdict(rows[4].rps >= rows[0].rps / 2)}`,
  )
} finally {
  await server.stop()
}
