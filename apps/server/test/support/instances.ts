import { startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { openDatabase } from '../../src/db/database.ts'
import { buildTestApp } from './app.ts'
import { emulatorEnv } from './sign-in.ts'

/**
 * Servers of one test file as instances behind a load balancer would be: one database, one session
 * secret, sign-in through emulators of their own. All of it is closed after the file.
 */
export async function sharedInstances() {
  const emulators = await startEmulators()
  const database = await openDatabase({})
  const apps: FastifyInstance[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database.close()
    await emulators.close()
  })
  return {
    database,
    async instance(env: Record<string, string> = {}) {
      const app = await buildTestApp(database, {
        ...emulatorEnv(emulators),
        SESSION_SECRET: 'test-only-NqU4Zr7Vx2Lb9Kc5Hm8Jt3Wf6Yd1Gp0s',
        ...env,
      })
      apps.push(app)
      return app
    },
  }
}
