// Starts the built server on a free port with a fresh PGlite folder, for benchmarks.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serverEntry, serverEnv, serverNodeArgs } from './server-command.mjs'

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export async function waitHealthy(base, child, timeoutMs = 30_000) {
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/api/healthz`)).ok) return performance.now() - started
    } catch {}
    if (performance.now() - started > timeoutMs) throw new Error(`${base} did not become healthy`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Spawns the built server (or `script`, started the same way: with the server's Node arguments); `startedAt` is
 * taken just before the spawn. On PGlite in `dataDir` unless `databaseUrl` names a PostgreSQL database.
 * `nodeArgs` go to node after the server's (`--cpu-prof` is not allowed in NODE_OPTIONS).
 */
export async function startServer({
  dataDir = mkdtempSync(join(tmpdir(), 'one-bench-')),
  env = {},
  databaseUrl = '',
  healthyWithinMs = 30_000,
  script = serverEntry,
  nodeArgs = [],
} = {}) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const startedAt = performance.now()
  const child = spawn(process.execPath, [...serverNodeArgs, ...nodeArgs, script], {
    env: {
      ...serverEnv,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  try {
    await waitHealthy(base, child, healthyWithinMs)
  } catch (error) {
    // Never left running behind a benchmark that gave up on it.
    child.kill('SIGKILL')
    throw error
  }
  const bootMs = performance.now() - startedAt
  return {
    base,
    bootMs,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
