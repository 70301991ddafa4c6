// `npm run bench:admin`: the time of GET /api/one/admin/overview (docs/decisions/0020; target: p99 under
// 200 ms) with 100,000 users, 20,000 subscriptions of every plan and status, 4,000 teams and 12,000
// team members, seeded into a fresh database: embedded PGlite in a new folder, or the PostgreSQL named by
// DATABASE_URL (an empty database: `createdb one_bench`, then `DATABASE_URL=postgres://.../one_bench`).
// The built server answers; the admin signs in through the built-in emulators over HTTP, as a browser would.
// BENCH_RUNS sets how many requests are measured (100), after 5 that warm up.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, release, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { startServer } from './serve.mjs'
import { signIn } from './sign-in.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const build = spawnSync('npm', ['run', 'build', '-w', '@one/server'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(1)

const USERS = 100_000
const SUBSCRIPTIONS = 20_000
const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const WARM_UP = 5
const TARGET_MS = 200
const databaseUrl = process.env.DATABASE_URL || undefined

// Users signed up over two years; subscriptions by plan (60% solo monthly, 20% solo yearly, 10% each
// team plan) and status (5% each canceled, trialing, past due, incomplete and set to cancel, the rest
// active), cancellations over 400 days; a team for each team plan, 3 members each on average.
const seedSql = `
insert into users (name, created_at)
select 'bench user ' || i, now() - (i % 730) * interval '1 day' - (i * 7919 % 86400) * interval '1 second'
from generate_series(1, ${USERS}) as i;

create temporary table bench_people as
select id, row_number() over (order by id) as n from users where name like 'bench user %';

with p as (
  select id, n,
    case when n % 10 < 8 then 'solo' else 'team' end as plan_type,
    case when n % 10 < 6 or n % 10 = 8 then 'month' else 'year' end as interval
  from bench_people where n <= ${SUBSCRIPTIONS}
)
insert into subscriptions (id, user_id, customer_id, status, price_id, plan_type, interval, amount,
  start_date, current_period_start, current_period_end, cancel_at_period_end, canceled_at)
select 'sub_bench' || n, id, 'cus_bench' || n,
  case n % 20 when 0 then 'canceled' when 1 then 'trialing' when 2 then 'past_due' when 3 then 'incomplete'
    else 'active' end,
  'price_bench_' || plan_type || '_' || interval, plan_type, interval,
  case plan_type || interval when 'solomonth' then 299 when 'soloyear' then 2999 when 'teammonth' then 2999
    else 29999 end,
  extract(epoch from now())::int - (n % 700) * 86400,
  extract(epoch from now())::int - (n % 28) * 86400,
  extract(epoch from now())::int + (28 - n % 28) * 86400,
  n % 20 = 4,
  case when n % 20 in (0, 4) then extract(epoch from now())::int - (n * 7919 % (400 * 86400)) end
from p;

create temporary table bench_teams as
select gen_random_uuid() as id, user_id as owner_id, row_number() over (order by user_id) as k
from subscriptions where id like 'sub_bench%' and plan_type = 'team';
insert into teams (id, owner_id, name, invite_code)
select id, owner_id, 'bench team ' || k, 'bench-invite-' || k from bench_teams;
insert into team_members (user_id, team_id)
select p.id, t.id from bench_people as p
join bench_teams as t on t.k = (p.n - ${SUBSCRIPTIONS + 1}) % (select count(*) from bench_teams) + 1
where p.n between ${SUBSCRIPTIONS + 1} and ${SUBSCRIPTIONS + 12_000};

analyze;
`

/** Runs `text` (several statements) on the benchmark's database; gives the rows of the last one. */
async function onDatabase(dataDir, text) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const results = [await client.query(text)].flat()
      return results.at(-1).rows
    } finally {
      await client.end()
    }
  }
  const db = new PGlite(join(dataDir, 'pglite'), { postgresqlconf: ['shared_buffers=16MB'] })
  try {
    return (await db.exec(text)).at(-1).rows
  } finally {
    await db.close()
  }
}

// CPU time (user + system) in ms: unlike the time a request takes, it does not grow with the other
// work a shared machine does. /proc/<pid>/stat counts it in ticks of 1/100 s.
const cpuMs = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
// PostgreSQL's backends serving the benchmark's database (their titles name it), when they run here.
const databaseBackends = () => {
  if (!databaseUrl) return []
  const name = new URL(databaseUrl).pathname.slice(1)
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').match(new RegExp(`^postgres: .* ${name} `))
      } catch {
        return false
      }
    })
}
const databaseCpuMs = () => databaseBackends().reduce((total, pid) => total + cpuMs(pid), 0)

if (databaseUrl) {
  const [{ existing }] = await onDatabase(undefined, `select to_regclass('users') as existing`)
  const [{ found }] = existing
    ? await onDatabase(undefined, 'select exists (select 1 from users) as found')
    : [{}]
  if (found) {
    console.error('DATABASE_URL must name a new, empty database: the benchmark adds 100,000 users to it.')
    process.exit(1)
  }
}

// GitHub's `ada` on the emulator (its account id) is the admin.
const env = { SERVE_WEB: 'off', ONE_ADMINS: 'github:2051899610' }
// The first start makes the tables; PGlite is one process's at a time, so the seed goes in between.
const first = await startServer({ env, databaseUrl, healthyWithinMs: 120_000 })
let cookie
try {
  cookie = await signIn(first.base, 'ada')
} finally {
  await first.stop()
}
const seedStarted = performance.now()
await onDatabase(first.dataDir, seedSql)
const seedMs = performance.now() - seedStarted
const [version] = await onDatabase(first.dataDir, 'select version() as text')

const server = await startServer({ dataDir: first.dataDir, env, databaseUrl, healthyWithinMs: 120_000 })
try {
  const read = async () => {
    const started = performance.now()
    const response = await fetch(`${server.base}/api/one/admin/overview`, { headers: { cookie } })
    const body = await response.json()
    if (response.status !== 200) throw new Error(`the overview answered ${response.status}: ${body.message}`)
    return { ms: performance.now() - started, body }
  }
  for (let i = 0; i < WARM_UP; i++) await read()
  const times = []
  let overview
  const [serverCpu, databaseCpu] = [cpuMs(server.pid), databaseCpuMs()]
  for (let i = 0; i < RUNS; i++) {
    const { ms, body } = await read()
    times.push(ms)
    overview = body
  }
  const serverCpuPerRequest = (cpuMs(server.pid) - serverCpu) / RUNS
  const databaseCpuPerRequest = (databaseCpuMs() - databaseCpu) / RUNS
  times.sort((a, b) => a - b)
  const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]
  const ms = (value) => `${value.toFixed(1)} ms`
  const { subscribers: s, seats } = overview
  const pgliteVersion = JSON.parse(
    readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
  ).version

  console.info(`\nbench:admin (${databaseUrl ? 'PostgreSQL' : `PGlite ${pgliteVersion}`}, built server)`)
  console.info(`database: ${version.text.split(',')[0]}`)
  console.info(
    `host: ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Linux ${release()}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} (other work on the machine slows every figure)`,
  )
  console.info(
    `seeded ${USERS.toLocaleString('en')} users, ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions, ${seats.teams.toLocaleString('en')} granting teams in ${(seedMs / 1000).toFixed(1)} s`,
  )
  console.info(
    `figures: MRR ${(overview.mrr / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}; subscribers solo ${s.solo.month}/${s.solo.year}, team ${s.team.month}/${s.team.year} (monthly/yearly); seats ${seats.used} of ${seats.cap}; ${overview.signups.reduce((n, d) => n + d.count, 0)} sign-ups in 90 days; ${overview.cancellations.reduce((n, m) => n + m.count, 0)} cancellations in 12 months`,
  )
  console.info(
    `GET /api/one/admin/overview, ${RUNS} requests one after another (after ${WARM_UP} to warm up):`,
  )
  console.info(`  p50 ${ms(at(0.5))}   p99 ${ms(at(0.99))}   min ${ms(times[0])}   max ${ms(times.at(-1))}`)
  console.info(
    `  CPU per request: server ${ms(serverCpuPerRequest)}${databaseUrl ? `, PostgreSQL ${ms(databaseCpuPerRequest)}` : ' (PGlite runs inside it)'}`,
  )
  console.info(`  target: p99 under ${TARGET_MS} ms ${at(0.99) < TARGET_MS ? 'ok' : 'MISSED'}`)
} finally {
  await server.stop()
  if (!databaseUrl) rmSync(first.dataDir, { recursive: true, force: true })
}
