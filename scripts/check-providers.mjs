// `npm run check:providers`: with the production variables set, reads each provider's discovery or
// metadata and tries its credentials without signing anyone in (apps/server/src/check-providers.ts).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildStale } from './build-stale.mjs'

process.chdir(fileURLToPath(new URL('..', import.meta.url)))
buildStale(['server'])
const result = spawnSync(process.execPath, ['apps/server/dist/check-providers.js'], { stdio: 'inherit' })
process.exit(result.status ?? 1)
