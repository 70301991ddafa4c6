// `npm run bench:load`: the built server on this machine's PostgreSQL and Redis, one
// instance and then two, under a realistic mix of what a site's visitors ask: mostly signed-in verify,
// then banners, public bin reads, bin saves, settings saves and team reads. For each: a fixed 1,000
// requests/s (open loop: a request is timed from when it was due, so a stalled server cannot hide its
// backlog), after a short warm-up at half that rate on the same connections; then the most one and two
// instances answer (closed loop, autocannon), in BENCH_ROUNDS (3) rounds of one step each. It prints per
// route requests/s, p50/p99 and errors, the ratio of two instances to one in each round and its median,
// the connections the open loop used, and where the CPU went (the instances, per request answered too,
// PostgreSQL's backends, Redis, this generator, and everything else on the machine), so the ceiling is
// measured, not guessed. Loopback only, and bounded: each step lasts BENCH_SECONDS (10), and the whole
// run is stopped after 6 minutes whatever happens. BENCH_CONNECTIONS (16) sets the closed loop's.
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test): a server where a fresh database is
//   made for the run and dropped after. REDIS_URL (redis://127.0.0.1:6379): shared, only added to.
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import pg from 'pg'
import { freshPostgres } from './fresh-postgres.mjs'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const WARM_UP_S = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const FIXED_RATE = 1000
const P99_TARGET_MS = 50
// Each sign-in is two requests of the 30 a minute an address may make.
const USERS = 10
const PUBLIC_BINS = 20
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

const loopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)
for (const [name, url] of [
  ['BENCH_DATABASE_URL', baseUrl],
  ['REDIS_URL', redisUrl],
]) {
  if (!loopback(url)) {
    console.error(
      `${name} must be on this machine (127.0.0.1, localhost or ::1): bench:load stays on loopback.`,
    )
    process.exit(1)
  }
}
if (!Number.isFinite(SECONDS) || SECONDS < 2 || SECONDS > 60) {
  console.error('BENCH_SECONDS must be a number from 2 to 60.')
  process.exit(1)
}
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 2 || CONNECTIONS > 256 || CONNECTIONS % 2 !== 0) {
  console.error('BENCH_CONNECTIONS must be an even number from 2 to 256 (two instances take half each).')
  process.exit(1)
}
if (![1, 3, 5].includes(ROUNDS)) {
  console.error('BENCH_ROUNDS must be 1, 3 or 5 (an odd count has a median).')
  process.exit(1)
}

const servers = []
let database
async function cleanUp() {
  for (const server of servers.splice(0)) await server.stop().catch(() => {})
  await database?.drop().catch((error) => console.error(`Could not drop ${database.name}: ${error.message}`))
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`${signal}: stopping the instances and dropping the database.`)
    cleanUp().finally(() => process.exit(1))
  })
}
// The bound on the whole run, whatever hangs.
const watchdog = setTimeout(() => {
  console.error('bench:load ran for 6 minutes: stopping.')
  for (const server of servers) process.kill(server.pid, 'SIGKILL')
  cleanUp().finally(() => process.exit(1))
}, 6 * 60_000).unref()

// ---- where the CPU goes: /proc, in ticks of 1/100 s ----
const TICK_S = 0.01
const processCpuS = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * TICK_S
  } catch {
    return 0
  }
}
const pids = () => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
const cmdline = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return ''
  }
}
// A PostgreSQL backend's title names its database: "postgres: 15/main: postgres one_bench_x 127.0.0.1(5433) idle".
const backendsOf = (name) => pids().filter((pid) => cmdline(pid).match(new RegExp(`^postgres: .* ${name} `)))
const redisPids = pids().filter((pid) => cmdline(pid).startsWith('redis-server'))
/** The machine's busy CPU seconds (all cores) since boot. */
const machineBusyS = () => {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number)
  return (user + nice + system + irq + softirq + steal) * TICK_S
}
const generatorCpuS = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

function cpuSnapshot() {
  const backends = backendsOf(database.name)
  return {
    at: performance.now(),
    instances: servers.map((server) => processCpuS(server.pid)),
    // Backends come and go with the pools: the ones alive at the end are the ones that served the step.
    backends: new Map(backends.map((pid) => [pid, processCpuS(pid)])),
    redis: redisPids.reduce((sum, pid) => sum + processCpuS(pid), 0),
    generator: generatorCpuS(),
    machine: machineBusyS(),
  }
}

function cpuSpent(before, after) {
  const wallS = (after.at - before.at) / 1000
  const instances = after.instances.map((s, i) => s - (before.instances[i] ?? 0))
  let postgres = 0
  for (const [pid, s] of after.backends) postgres += s - (before.backends.get(pid) ?? 0)
  const redis = after.redis - before.redis
  const generator = after.generator - before.generator
  const machine = after.machine - before.machine
  const ours = instances.reduce((a, b) => a + b, 0) + postgres + redis + generator
  return { wallS, instances, postgres, redis, generator, machine, other: Math.max(0, machine - ours) }
}

// ---- the mix ----
// Out of every 20 requests: 13 signed-in verify, 2 banners, 2 public bin reads, 1 bin save, 1 settings
// save, 1 team read; spread through the sequence as a site's page views spread them.
const MIX = [
  'verify',
  'banners',
  'verify',
  'bin read',
  'verify',
  'verify',
  'bin save',
  'verify',
  'verify',
  'banners',
  'verify',
  'settings save',
  'verify',
  'bin read',
  'verify',
  'verify',
  'team read',
  'verify',
  'verify',
  'verify',
]
const ROUTES = ['verify', 'banners', 'bin read', 'bin save', 'settings save', 'team read']
const TITLES = {
  verify: 'GET /api/auth/verify (signed in)',
  banners: 'GET /api/one/banners',
  'bin read': 'GET /api/one/bins/:id (guest, public)',
  'bin save': 'POST /api/one/bins (signed in)',
  'settings save': 'POST /api/user/settings',
  'team read': 'GET /api/one/team/:inviteCode',
}

// Visitors come through a proxy from many addresses (TRUST_PROXY=loopback): the per-address limits of
// settings and team reads count each visitor, as they do in production.
let visitor = 0
const nextAddress = () => {
  visitor = (visitor + 1) % 65_536
  return `10.77.${visitor >> 8}.${visitor & 255}`
}

/** The requests of one simulated visitor (a connection) on `base`, in MIX order. */
function visitorRequests(base, site, user, offset) {
  const json = { 'content-type': 'application/json', origin: base }
  // Each visitor starts at another point of the sequence, so a short step still sees every route.
  const start = offset % MIX.length
  return [...MIX.slice(start), ...MIX.slice(0, start)].map((route, i) => {
    const n = offset + i
    switch (route) {
      case 'verify':
        return { route, method: 'GET', path: '/api/auth/verify', headers: { cookie: user.cookie } }
      case 'banners':
        return { route, method: 'GET', path: '/api/one/banners', headers: { cookie: user.cookie } }
      case 'bin read':
        return { route, method: 'GET', path: `/api/one/bins/${site.bins[n % site.bins.length]}`, headers: {} }
      case 'bin save':
        return {
          route,
          method: 'POST',
          path: '/api/one/bins',
          headers: { ...json, cookie: user.cookie },
          body: JSON.stringify({ title: 'load', content: `const saved = ${n} // bench:load\n`.repeat(8) }),
        }
      case 'settings save':
        return {
          route,
          method: 'POST',
          path: '/api/user/settings',
          headers: { ...json, cookie: user.cookie },
          body: JSON.stringify({ settings: site.settings }),
          // Every save changes what is stored, as a visitor's saves do: a save of the stored settings
          // writes nothing and drops no cached account, which would flatter the two-instance step.
          nextBody: () => {
            user.wordWrap = !user.wordWrap
            const { ecosystem } = site.settings
            const bin = { ...ecosystem.bin, wordWrap: user.wordWrap }
            return JSON.stringify({ settings: { ...site.settings, ecosystem: { ...ecosystem, bin } } })
          },
          perAddress: true,
        }
      case 'team read':
        return {
          route,
          method: 'GET',
          path: `/api/one/team/${site.inviteCode}`,
          headers: { cookie: user.cookie },
          perAddress: true,
        }
      default:
        throw new Error(route)
    }
  })
}

function newStats() {
  return Object.fromEntries(ROUTES.map((route) => [route, { latencies: [], errors: 0, statuses: {} }]))
}
function record(stats, route, status, ms) {
  const row = stats[route]
  row.latencies.push(ms)
  if (status < 200 || status >= 300) {
    row.errors++
    row.statuses[status] = (row.statuses[status] ?? 0) + 1
  }
}
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN

/** Closed loop: CONNECTIONS visitors as fast as the instances answer, spread over `bases`. */
async function maxThroughput(bases, site, seconds, onHalfway) {
  const stats = newStats()
  const runs = bases.map((base, b) => {
    const connections = CONNECTIONS / bases.length
    let client = 0
    const instance = autocannon({
      url: base,
      connections,
      duration: seconds,
      timeout: 5,
      setupClient(c) {
        const n = b * connections + client++
        const requests = visitorRequests(base, site, site.users[n % site.users.length], n * 7).map(
          ({ perAddress, nextBody, ...req }) => ({
            ...req,
            ...(perAddress || nextBody
              ? {
                  setupRequest: (r) => ({
                    ...r,
                    ...(perAddress ? { headers: { ...r.headers, 'x-forwarded-for': nextAddress() } } : {}),
                    ...(nextBody ? { body: nextBody() } : {}),
                  }),
                }
              : {}),
          }),
        )
        c.setRequests(requests)
      },
    })
    // Which route answered: with one request at a time on a connection, the client's current request
    // until it sends the next. (An onResponse hook would cost this generator, which shares the cores, a
    // copy of every response's headers.)
    instance.on('response', (client, status, _bytes, ms) =>
      record(stats, client.requestIterator.currentRequest.route, status, ms),
    )
    return instance
  })
  const halfway = setTimeout(() => onHalfway?.(), (seconds * 1000) / 2)
  const results = await Promise.all(runs)
  clearTimeout(halfway)
  const transportErrors = results.reduce((sum, r) => sum + r.errors, 0)
  return { stats, seconds: results[0].duration, transportErrors }
}

const MAX_SOCKETS = 64
// Every connection the open loop has used, so each call counts the ones it opened.
const seenSockets = new WeakSet()

/**
 * Open loop: `rate` requests a second of the mix, each timed from when it was due. `agents` (one per
 * base) keep their connections from one call to the next, so a warm-up opens them for the step.
 */
async function fixedRate(bases, site, rate, seconds, agents) {
  const stats = newStats()
  let connections = 0
  // One request list per visitor and instance, as in the closed loop.
  const visitors = bases.map((base) =>
    Array.from({ length: CONNECTIONS }, (_, n) =>
      visitorRequests(base, site, site.users[n % site.users.length], n * 7),
    ),
  )
  let transportErrors = 0
  const inFlight = new Set()
  const open = new Set()
  const fire = (i, due) => {
    const b = i % bases.length
    const step = Math.floor(i / bases.length)
    const { route, method, path, headers, perAddress, nextBody, ...spec } =
      visitors[b][step % CONNECTIONS][Math.floor(step / CONNECTIONS) % MIX.length]
    const body = nextBody ? nextBody() : spec.body
    const url = new URL(path, bases[b])
    const done = new Promise((resolve) => {
      const req = request(
        url,
        {
          method,
          agent: agents[b],
          headers: {
            ...headers,
            ...(perAddress ? { 'x-forwarded-for': nextAddress() } : {}),
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            record(stats, route, response.statusCode ?? 0, performance.now() - due)
            resolve()
          })
        },
      )
      open.add(req)
      req.on('socket', (socket) => {
        if (seenSockets.has(socket)) return
        seenSockets.add(socket)
        connections++
      })
      req.on('close', () => open.delete(req))
      req.on('error', () => {
        transportErrors++
        resolve()
      })
      req.end(body)
    })
    inFlight.add(done)
    done.then(() => inFlight.delete(done))
  }
  const started = performance.now()
  let sent = 0
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started
      const due = Math.min(Math.floor((elapsed * rate) / 1000), rate * seconds)
      for (; sent < due; sent++) fire(sent, started + (sent * 1000) / rate)
      if (sent >= rate * seconds) {
        clearInterval(timer)
        resolve()
      }
    }, 1)
  })
  // Bounded: what has not been answered 5 s after the last request was due counts as an error.
  let late = 0
  const deadline = new Promise((resolve) =>
    setTimeout(() => {
      late = open.size
      for (const req of open) req.destroy(new Error('not answered in time'))
      resolve()
    }, 5000).unref(),
  )
  await Promise.race([Promise.all(inFlight), deadline])
  await Promise.all(inFlight)
  // Requests/s as answered: a server that fell behind took longer than the step.
  return { stats, seconds: (performance.now() - started) / 1000, transportErrors, late, connections }
}

/** Connections for the fixed-rate step of `bases`, given to `work` and closed after it. */
async function withAgents(bases, work) {
  const agents = bases.map(() => new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }))
  try {
    return await work(agents)
  } finally {
    for (const agent of agents) agent.destroy()
  }
}

// ---- the metrics the instances report: their pools ----
async function poolUse(bases) {
  return Promise.all(
    bases.map(async (base) => {
      const text = await (await fetch(`${base}/api/metrics`)).text()
      const value = (pattern) => Number(text.match(pattern)?.[1] ?? Number.NaN)
      return {
        inUse: value(/^db_pool_connections\{state="in_use"\} (\d+)/m),
        idle: value(/^db_pool_connections\{state="idle"\} (\d+)/m),
        waiting: value(/^db_pool_waiting (\d+)/m),
        sessionHits: value(/^cache_hits_total\{cache="sessions"\} (\d+)/m),
        sessionMisses: value(/^cache_misses_total\{cache="sessions"\} (\d+)/m),
        accountHits: value(/^cache_hits_total\{cache="accounts"\} (\d+)/m),
        accountMisses: value(/^cache_misses_total\{cache="accounts"\} (\d+)/m),
      }
    }),
  )
}

// ---- printing ----
const pad = (value, width) => String(value).padStart(width)
const ms = (value) =>
  Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : Math.round(value).toString()

function summarize({ stats, seconds }) {
  const rows = ROUTES.map((route) => {
    const row = stats[route]
    const sorted = row.latencies.toSorted((a, b) => a - b)
    return {
      route,
      count: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: row.errors,
      statuses: row.statuses,
    }
  })
  const all = ROUTES.flatMap((route) => stats[route].latencies).sort((a, b) => a - b)
  const total = {
    route: 'all (the mix)',
    count: all.length,
    rps: all.length / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
  }
  return { rows, total }
}

/** The routes and the mix over several runs of equal length, as one run of their summed length. */
function summarizeAll(runs) {
  const stats = newStats()
  for (const run of runs) {
    for (const route of ROUTES) {
      stats[route].latencies.push(...run.stats[route].latencies)
      stats[route].errors += run.stats[route].errors
    }
  }
  const { rows, total } = summarize({ stats, seconds: runs.reduce((sum, run) => sum + run.seconds, 0) })
  return [...rows, total]
}

function printStep(title, run, cpu, pools) {
  const { rows, total } = summarize(run)
  console.info(`\n${title}`)
  console.info(
    `${'route'.padEnd(38)} ${pad('requests/s', 11)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 7)}`,
  )
  for (const row of [...rows, total]) {
    const statuses = Object.entries(row.statuses ?? {})
      .map(([status, count]) => `${count}x${status}`)
      .join(' ')
    console.info(
      `${(TITLES[row.route] ?? row.route).padEnd(38)} ${pad(Math.round(row.rps), 11)} ${pad(ms(row.p50), 7)} ${pad(ms(row.p99), 7)} ${pad(row.errors, 7)}${statuses ? `  (${statuses})` : ''}`,
    )
  }
  if (run.transportErrors) console.info(`connection errors and timeouts: ${run.transportErrors}`)
  if (run.late) console.info(`of which not answered 5 s after the step ended, so cut off: ${run.late}`)
  if (run.connections !== undefined) {
    console.info(
      `connections: ${run.warmUpConnections} opened in the ${WARM_UP_S} s warm-up at half the rate, ${run.connections} new in the step (at most ${MAX_SOCKETS} per instance; a connection that is cut off or closed is replaced)`,
    )
  }
  const share = (s) => `${s.toFixed(1)} s (${Math.round((100 * s) / cpu.wallS)}%)`
  console.info(
    `CPU over ${cpu.wallS.toFixed(1)} s (100% = one core; ${cpus().length} cores): ` +
      cpu.instances.map((s, i) => `instance ${i + 1} ${share(s)}`).join(', ') +
      `, PostgreSQL backends ${share(cpu.postgres)}, Redis ${share(cpu.redis)}, generator ${share(cpu.generator)}, ` +
      `rest of the machine ${share(cpu.other)}; machine busy ${Math.round((100 * cpu.machine) / cpu.wallS)}% of ${cpus().length * 100}%`,
  )
  const perCoreS = cpu.instances.reduce((a, b) => a + b, 0) / cpu.wallS
  console.info(
    `requests/s per core of the instances: ${Math.round(total.rps / perCoreS)} (whole machine: ${Math.round(total.rps / (cpu.machine / cpu.wallS))} per busy core); instance CPU per request answered: ${((1000 * perCoreS) / total.rps).toFixed(2)} ms`,
  )
  if (pools) {
    console.info(
      `At half time: ${pools.map((p, i) => `instance ${i + 1}: PostgreSQL pool ${p.inUse} in use, ${p.idle} idle, ${p.waiting} waiting; sessions cache ${p.sessionHits} hits, ${p.sessionMisses} misses, accounts cache ${p.accountHits} hits, ${p.accountMisses} misses so far`).join('; ')}`,
    )
  }
  return total
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()

// ---- the site ----
async function loadDefaultSettings() {
  const bundled = await build({
    entryPoints: ['packages/contract/src/settings/defaults.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  })
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
  )
  return module.defaultSettings()
}

async function makeSite(base) {
  const admin = await signIn(base, 'ada')
  for (const slug of ['load-one', 'load-two', 'load-three']) {
    const published = await fetch(`${base}/api/one/admin/banners`, {
      method: 'POST',
      headers: { cookie: admin, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({
        slug,
        title: slug,
        published: true,
        metadata: {
          site: ['*'],
          active: true,
          color: 'primary',
          text: 'A banner of the load test, with a little text',
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
  const users = []
  for (let i = 0; i < USERS; i++) {
    const cookie = await signIn(base, `load-${i}`)
    const me = await (await fetch(`${base}/api/auth/verify`, { headers: { cookie } })).json()
    users.push({ cookie, id: me.user.id })
  }
  const bins = []
  for (let i = 0; i < PUBLIC_BINS; i++) {
    const content = `// a shared snippet ${i}\n${'const answer = 42 // a line of code\n'.repeat(100)}`
    const created = await fetch(`${base}/api/one/bins`, {
      method: 'POST',
      headers: { cookie: users[i % USERS].cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `shared ${i}`, content, language: 'javascript' }),
    })
    if (created.status !== 201) throw new Error(`creating a bin answered ${created.status}`)
    bins.push((await created.json()).id)
  }
  const inviteCode = `load-team-${randomBytes(8).toString('hex')}`
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  // A team shows while its owner's team plan is active.
  await client.query(
    `insert into subscriptions (id, user_id, customer_id, status, price_id, plan_type, interval, amount,
       start_date, current_period_start, current_period_end, cancel_at_period_end)
     values ('sub_load', $1, 'cus_load', 'active', 'price_load_team', 'team', 'month', 2999,
       extract(epoch from now())::int, extract(epoch from now())::int, extract(epoch from now())::int + 30 * 86400, false)`,
    [users[0].id],
  )
  await client.query('insert into teams (owner_id, name, invite_code) values ($1, $2, $3)', [
    users[0].id,
    'The load test team',
    inviteCode,
  ])
  await client.query(
    'insert into team_members (user_id, team_id) select $1, id from teams where invite_code = $2',
    [users[1].id, inviteCode],
  )
  await client.end()
  return { users, bins, inviteCode, settings: await loadDefaultSettings() }
}

// ---- the run ----
const built = spawnSync('npm', ['run', 'build', '-w', '@one/server'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(1)

const startedUptime = uptime()
try {
  database = await freshPostgres(baseUrl, 'one_load')
  const migrated = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], {
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (migrated.status !== 0) throw new Error('the migrations failed')
  const env = {
    SERVE_WEB: 'off',
    REDIS_URL: redisUrl,
    SESSION_SECRET: randomBytes(32).toString('base64'),
    TRUST_PROXY: 'loopback',
    // GitHub's `ada` on the emulator publishes the banners.
    ONE_ADMINS: 'github:2051899610',
    // 10 people saving a bin every 20th request would pass the 60 a minute each at once.
    BIN_WRITE_LIMIT: '1000000',
  }
  const start = async () => {
    const server = await startServer({ databaseUrl: database.url, env })
    servers.push(server)
    // Measured once ready: the database and Redis answer (a Redis that did not answer at the start
    // puts the caches aside until it does).
    const since = performance.now()
    while ((await fetch(`${server.base}/api/readyz`)).status !== 200) {
      if (performance.now() - since > 30_000) throw new Error(`${server.base} did not become ready`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return server
  }

  const one = await start()
  const site = await makeSite(one.base)
  const results = {}

  async function step(name, title, bases, work) {
    const before = cpuSnapshot()
    let pools
    const run = await work(async () => {
      pools = await poolUse(bases).catch(() => undefined)
    })
    const cpu = cpuSpent(before, cpuSnapshot())
    results[name] = { total: printStep(title, run, cpu, pools), run }
  }

  // The open loop after WARM_UP_S at half its rate on the same connections (JIT, caches and
  // connections warm; the warm-up's requests and CPU are not counted).
  const fixedRateStep = (name, title, bases) =>
    withAgents(bases, async (agents) => {
      const warmUp = await fixedRate(bases, site, FIXED_RATE / 2, WARM_UP_S, agents)
      await step(name, title, bases, async () => ({
        ...(await fixedRate(bases, site, FIXED_RATE, SECONDS, agents)),
        warmUpConnections: warmUp.connections,
      }))
    })

  console.info(`\nbench:load: PostgreSQL ${database.name} (fresh), Redis ${redisUrl}, ${SECONDS} s a step`)
  console.info(`uptime before: ${startedUptime}`)

  // The most one and two instances answer, in rounds of one step each taken in turns: this host's
  // speed drifts by a fifth or more over minutes (other machines share it), and a one-instance step
  // next to each two-instance step compares them at about the same speed. After the first round the
  // second instance idles in the one-instance steps.
  const maxStep = (round, bases) => {
    const who =
      bases.length === 1
        ? `one instance, as fast as it answers (${CONNECTIONS} connections)`
        : `two instances, as fast as they answer (${CONNECTIONS / 2} connections each)`
    return step(
      `${bases.length === 1 ? 'one' : 'two'}Max${round}`,
      `Round ${round} of ${ROUNDS}: ${who}`,
      bases,
      (halfway) => maxThroughput(bases, site, SECONDS, halfway),
    )
  }

  await maxThroughput([one.base], site, WARM_UP_S)
  await maxStep(1, [one.base])
  await fixedRateStep('oneFixed', `One instance, ${FIXED_RATE} requests/s of the mix`, [one.base])

  const two = await start()
  const bases = [one.base, two.base]
  // The second instance gets the warm-up the first had before its step (JIT, caches, pool), alone,
  // then both get one together: a colder second instance would cost more per request than the first.
  await maxThroughput([two.base], site, WARM_UP_S)
  await maxThroughput(bases, site, WARM_UP_S)
  await maxStep(1, bases)
  await fixedRateStep('twoFixed', `Two instances, ${FIXED_RATE} requests/s of the mix (half each)`, bases)
  for (let round = 2; round <= ROUNDS; round++) {
    await maxStep(round, [one.base])
    await maxStep(round, bases)
  }
  const ratios = Array.from(
    { length: ROUNDS },
    (_, i) => results[`twoMax${i + 1}`].total.rps / results[`oneMax${i + 1}`].total.rps,
  )

  const rounds = (kind) => Array.from({ length: ROUNDS }, (_, i) => results[`${kind}${i + 1}`].run)
  const oneRows = summarizeAll(rounds('oneMax'))
  const twoRows = summarizeAll(rounds('twoMax'))
  console.info(`\nTwo instances against one (as fast as they answer, ${ROUNDS} rounds together)`)
  console.info(`${'route'.padEnd(38)} ${pad('one', 8)} ${pad('two', 8)} ${pad('ratio', 6)}`)
  for (const [i, row] of oneRows.entries()) {
    console.info(
      `${(TITLES[row.route] ?? row.route).padEnd(38)} ${pad(Math.round(row.rps), 8)} ${pad(Math.round(twoRows[i].rps), 8)} ${pad((twoRows[i].rps / row.rps).toFixed(2), 6)}`,
    )
  }
  const ratio = ratios.toSorted((a, b) => a - b)[Math.floor(ROUNDS / 2)]
  console.info(`each round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${ratio.toFixed(2)}`)

  const verdict = (ok) => (ok ? 'ok' : 'MISSED')
  const errors = Object.values(results).reduce((sum, r) => sum + r.total.errors + r.run.transportErrors, 0)
  console.info('')
  console.info(`No errors in any step: ${errors} ${verdict(errors === 0)}`)
  for (const name of ['oneFixed', 'twoFixed']) {
    const { p99 } = results[name].total
    console.info(
      `p99 at ${FIXED_RATE} requests/s, ${name === 'oneFixed' ? 'one instance' : 'two instances'}: ${ms(p99)} ms (under ${P99_TARGET_MS}) ${verdict(p99 < P99_TARGET_MS)}`,
    )
  }
  console.info(`Two instances at least one: ${ratio.toFixed(2)} ${verdict(ratio >= 1)}`)
  console.info(
    `uptime after: ${uptime()} (load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')})`,
  )
} finally {
  await cleanUp()
  clearTimeout(watchdog)
}
