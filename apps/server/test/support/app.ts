import { type AppDeps, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/database.ts'

export const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'off',
  PUBLIC_URL: 'http://one.test',
  // One secret for every app a test builds, so a session outlives a rebuilt app as it outlives a restart.
  SESSION_SECRET: 'test-only-NqU4Zr7Vx2Lb9Kc5Hm8Jt3Wf6Yd1Gp0s',
}

export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'sponsorTimings' | 'logStream'> = {},
) {
  const config = loadConfig({ ...testEnv, ...env })
  return buildApp({ config, database, ...deps })
}
