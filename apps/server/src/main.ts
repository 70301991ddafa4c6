// First: it keeps alive the maps of Node's ticks before the start's garbage collections can drop them.
import './ops/tick-shape.ts'
import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import { loggerOptions } from './config/logger.ts'
import { keptSessionSecret } from './config/session-secret.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts'
import { type Database, openDatabase, openPgliteInBackground } from './db/database.ts'
import { withKeptSessionSecret } from './db/kept-session-secret.ts'
import { completePgliteFolder, pgliteFolderIn } from './db/pglite-seed.ts'
import { DatabaseUnavailableError } from './db/unavailable.ts'
import { drain } from './ops/shutdown.ts'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig(process.env, { keptSessionSecret })
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  let lock: { release(): void } | undefined
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir, {
        onCompromised: () =>
          fail(
            `Another process took over the data folder ${config.dataDir} while this server was using it; stopping so that only one writes it.`,
          ),
      })
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message)
      throw error
    }
  }

  // The database reports lost connections before the app (and its logger) exists.
  const log = pino(loggerOptions(config.logLevel))
  for (const warning of config.warnings) log.warn(warning)
  let database: Database
  // PGlite opens in the background while the app is built; the server listens once both are done.
  let opened: Promise<void> = Promise.resolve()
  try {
    if (config.databaseUrl) {
      database = await openDatabase({ url: config.databaseUrl, log })
      // Before the app, which signs with it: every instance on this database reads the same one.
      config = await withKeptSessionSecret(config, database)
    } else ({ database, ready: opened } = await openPgliteInBackground(config.dataDir))
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof ConfigError) fail(error.message)
    throw error
  }
  // The app's modules (Fastify, every route and the libraries they use) load while PGlite opens: the
  // folder's unpacking, WebAssembly's compiling and the app's loading overlap instead of following each
  // other on a first start.
  const { buildApp } = await import('./app.ts')
  const app = await buildApp({ config, database })
  await opened

  let closing = false
  // The PGlite folder's completion (below), which a stop waits for: its unpacking runs in a process of
  // its own that would go on writing the folder after the server's end.
  let completing: Promise<unknown> = Promise.resolve()
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: finishing the requests in flight, then stopping`)
    let code = 0
    try {
      await drain(app, { delayMs: config.shutdownDelayMs })
    } catch (error) {
      app.log.error({ err: error }, 'The server did not close cleanly')
      code = 1
    }
    await completing
    await database
      .close()
      .catch((error: unknown) => app.log.warn({ err: error }, 'The database did not close cleanly'))
    lock?.release()
    process.exit(code)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  // Once the server answers: the template databases a first start left out (db/pglite-seed.ts).
  if (!config.databaseUrl) {
    completing = completePgliteFolder(pgliteFolderIn(config.dataDir)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'The template databases of the PGlite folder could not be unpacked'),
    )
  }
  const ready: ServerReady = {
    url: config.publicUrl,
    database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
    emulators: config.emulators,
  }
  // Under `npm start` (scripts/start.mjs) the runner tells the person at the terminal; a deployed
  // server says it in its log.
  if (process.send) process.send({ ready })
  else logReady(app.log, ready)
}

/** What `npm start` prints once the server answers (scripts/start.mjs reads it over IPC). */
export type ServerReady = { url: string; database: string; emulators: boolean }

function logReady(log: FastifyBaseLogger, { url, database, emulators }: ServerReady) {
  if (emulators) {
    log.warn('Local sign-in emulators are on: anyone can sign in as anyone. For development only.')
    log.info(`Sign-in uses the local emulators of GitHub, Discord and Shopify at ${url}/_emulators`)
  }
  log.info(`One is running at ${url} (database: ${database})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
