import { type AppDeps, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/database.ts'

export const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'off',
  PUBLIC_URL: 'http://one.test',
}

export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'sponsorTimings'> = {},
) {
  const config = loadConfig({ ...testEnv, ...env })
  return buildApp({ config, database, ...deps })
}
