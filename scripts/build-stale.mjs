// Builds the web app and the server when they are missing or older than their sources.
import { spawnSync } from 'node:child_process'
import { isStale, targets } from './stale.mjs'

export function buildStale(names = Object.keys(targets)) {
  for (const name of names) {
    const target = targets[name]
    if (!isStale(target.output, target.sources)) continue
    console.info(`Building the ${name} (its sources changed since the last build)...`)
    const [command, args] = target.build
    const result = spawnSync(command, args, { stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}
