// A server that really listens, with the emulators mounted in it: for tests whose third parties (the
// Stripe SDK, its webhooks) travel over HTTP to the app, as they do in production.
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../src/app.ts'
import type { Database } from '../../src/db/database.ts'
import { buildTestApp } from './app.ts'
import { CookieJar, signInThrough } from './sign-in.ts'

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export const testSessionSecret = 'test-only-NqU4Zr7Vx2Lb9Kc5Hm8Jt3Wf6Yd1Gp0s'

/** Builds the app on a free port of 127.0.0.1 and starts listening; `base` is its address. */
export async function listenWithEmulators(
  database: Database,
  name: string,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'sponsorTimings' | 'logStream'> = {},
) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const app = await buildTestApp(
    database,
    {
      ONE_EMULATORS: 'on',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), `one-${name}-`)),
      SESSION_SECRET: testSessionSecret,
      ...env,
    },
    deps,
  )
  await app.listen({ port, host: '127.0.0.1' })
  return { app, base }
}

/** The cookies of `username` signed in through the GitHub emulator mounted in `app`. */
export async function signedIn(
  app: FastifyInstance,
  username: string,
  provider: 'github' | 'discord' | 'shopify' = 'github',
  prefix = '/api',
) {
  const jar = new CookieJar()
  await signInThrough(app, jar, provider, username, { emulatorsInApp: true, prefix })
  if (!jar.get('one_session')) throw new Error(`${username} did not sign in`)
  return jar
}
