// `npm start`: builds what is missing or stale, then runs the server (SPA + API) in the foreground.
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runtimeFault } from './runtime.mjs'
import { serverEntry, serverEnv, serverNodeArgs } from './server-command.mjs'
import { isStale, targets } from './stale.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const fault = runtimeFault()
if (fault) {
  console.error(fault)
  process.exit(1)
}

for (const [name, target] of Object.entries(targets)) {
  if (!isStale(target.output, target.sources)) continue
  console.info(`Building the ${name} (its sources changed since the last build)...`)
  const [command, args] = target.build
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// One line per request is noise at a terminal: warnings and errors only, unless LOG_LEVEL says otherwise.
const server = spawn(process.execPath, [...serverNodeArgs, serverEntry], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...serverEnv, ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
})
server.on('message', (message) => {
  if (!message?.ready) return
  const { url, database, emulators } = message.ready
  console.info(`\nOne is running at ${url} (database: ${database}).`)
  if (emulators) {
    console.info(
      `Sign-in goes through local stand-ins for GitHub, Discord and Shopify (${url}/_emulators),\n` +
        'where anyone can sign in as anyone: for development only.',
    )
  }
  console.info('Every request in the log: LOG_LEVEL=info npm start. Stop with Ctrl+C.\n')
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
