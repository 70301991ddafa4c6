// Browser tests against the built server (`npm run build` first; `npm test` does both).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = join(here, '..')
const port = Number(process.env.E2E_PORT ?? 3100)
const origin = `http://127.0.0.1:${port}`
const isCI = process.env.CI === 'true' || process.env.CI === '1'

// Every worker evaluates this file again; only the runner that made the folder removes it. The server
// is stopped before the runner exits, so the folder is no longer in use by then.
let dataDir = process.env.ONE_E2E_DATA_DIR
if (!dataDir) {
  const fresh = mkdtempSync(join(tmpdir(), 'one-e2e-'))
  process.env.ONE_E2E_DATA_DIR = dataDir = fresh
  process.on('exit', () => rmSync(fresh, { recursive: true, force: true }))
}

// The e2e server runs on embedded PGlite even when the shell points at a PostgreSQL. Deleting the
// variable here is what keeps it out: Playwright starts the server with this process's environment.
delete process.env.DATABASE_URL

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: join(here, 'test-results', 'results.json') }]],
  use: {
    baseURL: origin,
    browserName: 'chromium',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${origin}/api/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // GitHub's `ada` on the sign-in emulator (its account id): the admin of the content tests.
      ONE_ADMINS: 'github:2051899610',
    },
  },
})
