import type { FastifyInstance } from 'fastify'

/** How long requests in flight may take to finish once a shutdown begins. */
export const DRAIN_MS = 10_000

type DrainOptions = {
  /** How long to go on serving, unready, before connections are refused (SHUTDOWN_DELAY_MS). */
  delayMs?: number
  drainMs?: number
}

/**
 * Readiness turns 503 at once; the server goes on serving for `delayMs`, so a load balancer polling
 * readiness takes it out before any connection is refused; then it stops taking connections and lets
 * the requests in flight finish (up to `drainMs`; then their connections are cut), and the app closes
 * (its Redis connections, its jobs). The caller closes the database after.
 */
export async function drain(
  app: FastifyInstance,
  { delayMs = 0, drainMs = DRAIN_MS }: DrainOptions = {},
): Promise<void> {
  app.notReadyAnyMore()
  if (delayMs > 0) {
    app.log.info(`Readiness is 503; serving ${delayMs} ms more before refusing connections`)
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  // A keep-alive connection whose request just finished would otherwise hold the close open until
  // its idle timeout.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100)
  const cutOff = setTimeout(() => {
    app.log.warn(
      `Requests still in flight ${drainMs / 1000} s after connections stopped being taken are cut off`,
    )
    app.server.closeAllConnections()
  }, drainMs)
  try {
    await app.close()
  } finally {
    clearInterval(reaper)
    clearTimeout(cutOff)
  }
}
