// `npm run migrate`: applies the database migrations once (under an advisory lock on PostgreSQL) and
// exits; run it as a deploy step before starting the instances. Reads DATABASE_URL (else DATA_DIR).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildStale } from './build-stale.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
if (process.argv.includes('--help')) {
  console.info('npm run migrate: brings DATABASE_URL (or the PGlite in DATA_DIR) up to the migrations.')
  process.exit(0)
}
buildStale(['server'])
const result = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/migrate.js'], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
