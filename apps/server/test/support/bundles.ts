// The server's bundles a test spawns (build.mjs). Under `npm test` the production build is made once
// before the tests and sets ONE_BUILD_FRESH (decision 0043): the server and `npm run migrate` bundles
// are then taken as they are, not bundled again by each test file — which also keeps one file from
// rewriting dist/main.js while another starts it. Test-only entries are always bundled.
import { execFileSync } from 'node:child_process'
import { serverRoot } from '../../src/paths.ts'

const productionEntries = new Set(['src/main.ts', 'src/migrate.ts'])

/** Bundles `entries` (paths under apps/server) into dist/, but what the shared build made already. */
export function bundle(...entries: string[]): void {
  const needed = process.env.ONE_BUILD_FRESH
    ? entries.filter((entry) => !productionEntries.has(entry))
    : entries
  if (needed.length > 0) execFileSync(process.execPath, ['build.mjs', ...needed], { cwd: serverRoot })
}
