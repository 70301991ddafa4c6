// `npm run cluster -- 3`: N servers on consecutive ports (PORT, PORT+1, ...) sharing DATABASE_URL and
// REDIS_URL, as instances behind a load balancer are. For a try on one machine, and for tests.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildStale } from './build-stale.mjs'
import { serverEntry, serverEnv, serverNodeArgs } from './server-command.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const usage =
  'Usage: DATABASE_URL=postgres://... REDIS_URL=redis://... npm run cluster -- <instances, 1 to 16>'
const arg = process.argv[2] ?? '2'
if (arg === '--help') {
  console.info(`${usage}\nInstance i listens on PORT+i (PORT defaults to 3000). Stop them all with Ctrl+C.`)
  process.exit(0)
}
const count = Number(arg)
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error(`"${arg}" is not a number of instances from 1 to 16.\n${usage}`)
  process.exit(1)
}
const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name])
if (missing.length) {
  console.error(
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: instances agree only through a shared PostgreSQL and Redis.\n${usage}`,
  )
  process.exit(1)
}
const base = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(base) || base < 1 || base + count - 1 > 65535) {
  console.error(`PORT must be a port number with room for ${count} after it (got "${process.env.PORT}").`)
  process.exit(1)
}

buildStale()
// Once, before the instances: they would take turns on the migration lock anyway.
const migrated = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], { stdio: 'inherit' })
if (migrated.status !== 0) process.exit(migrated.status ?? 1)

const instances = Array.from({ length: count }, (_, i) => {
  const port = base + i
  const child = spawn(process.execPath, [...serverNodeArgs, serverEntry], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...serverEnv, ...process.env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  })
  console.info(`Instance ${i + 1}: http://localhost:${port} (pid ${child.pid})`)
  return child
})

let stopping = false
const stop = (signal) => {
  stopping = true
  for (const child of instances) if (child.exitCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
let left = instances.length
let worst = 0
for (const [i, child] of instances.entries()) {
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`Instance ${i + 1} stopped (${signal ?? `exit ${code}`}); stopping the others.`)
    worst = Math.max(worst, code ?? 1)
    stop('SIGTERM')
    if (--left === 0) process.exit(stopping && worst === 0 ? 0 : worst || 1)
  })
}
