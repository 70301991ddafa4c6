// Browser tests against the built server (`npm run build` first; `npm test` does both).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { serverEntry, serverEnv, serverNodeArgs } from '../scripts/server-command.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = join(here, '..')
const port = Number(process.env.E2E_PORT ?? 3100)
const origin = `http://127.0.0.1:${port}`
// The sibling-site tests (tests/sibling-site.spec.ts): a second server serving only the API at its
// root, and a static page on a third port that both servers list in WEB_ORIGINS. The page is also
// reached as localhost, an origin neither lists.
const apiOnlyPort = Number(process.env.E2E_API_ONLY_PORT ?? port + 1)
const apiOnlyOrigin = `http://127.0.0.1:${apiOnlyPort}`
const siblingPort = Number(process.env.E2E_SIBLING_PORT ?? port + 2)
const siblingOrigin = `http://127.0.0.1:${siblingPort}`
process.env.E2E_API_ONLY_ORIGIN = apiOnlyOrigin
process.env.E2E_SIBLING_PORT = String(siblingPort)
const isCI = process.env.CI === 'true' || process.env.CI === '1'

// Every worker evaluates this file again; only the runner that made a folder removes it. The servers
// are stopped before the runner exits, so the folders are no longer in use by then.
function dataDirOf(variable: string): string {
  const kept = process.env[variable]
  if (kept) return kept
  const fresh = mkdtempSync(join(tmpdir(), 'one-e2e-'))
  process.env[variable] = fresh
  process.on('exit', () => rmSync(fresh, { recursive: true, force: true }))
  return fresh
}
const dataDir = dataDirOf('ONE_E2E_DATA_DIR')
const apiOnlyDataDir = dataDirOf('ONE_E2E_API_ONLY_DATA_DIR')

// The e2e server runs on embedded PGlite even when the shell points at a PostgreSQL. Deleting the
// variable here is what keeps it out: Playwright starts the server with this process's environment.
delete process.env.DATABASE_URL

/** The built server on 127.0.0.1, with the sibling page's origin listed (FACTS 13). */
function builtServer(url: string, env: Record<string, string>) {
  return {
    command: ['node', ...serverNodeArgs, serverEntry].join(' '),
    cwd: repoRoot,
    url,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { ...serverEnv, HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ORIGINS: siblingOrigin, ...env },
  }
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  // Two workers on CI as locally: the machine has two cores, and the suite holds them without a flake
  // (decision 0043). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
  webServer: [
    builtServer(`${origin}/api/healthz`, {
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      // GitHub's `ada` on the sign-in emulator (its account id): the admin of the content tests.
      ONE_ADMINS: 'github:2051899610',
    }),
    builtServer(`${apiOnlyOrigin}/healthz`, {
      PORT: String(apiOnlyPort),
      PUBLIC_URL: apiOnlyOrigin,
      API_PREFIX: '/',
      SERVE_WEB: 'off',
      DATA_DIR: apiOnlyDataDir,
    }),
    {
      command: 'node e2e/sibling/serve.mjs',
      cwd: repoRoot,
      url: `${siblingOrigin}/`,
      reuseExistingServer: false,
      timeout: 10_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SIBLING_PORT: String(siblingPort) },
    },
  ],
})
