import type { FastifyInstance } from 'fastify'

/** How long requests in flight may take to finish once a shutdown begins. */
export const DRAIN_MS = 10_000

/**
 * Readiness turns 503, the server stops taking connections and lets the requests in flight finish
 * (up to `drainMs`; then their connections are cut), then the app closes (its Redis connections,
 * its jobs). The caller closes the database after.
 */
export async function drain(app: FastifyInstance, drainMs = DRAIN_MS): Promise<void> {
  app.notReadyAnyMore()
  // A keep-alive connection whose request just finished would otherwise hold the close open until
  // its idle timeout.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100)
  const cutOff = setTimeout(() => {
    app.log.warn(`Requests still in flight ${drainMs / 1000} s after the shutdown began are cut off`)
    app.server.closeAllConnections()
  }, drainMs)
  try {
    await app.close()
  } finally {
    clearInterval(reaper)
    clearTimeout(cutOff)
  }
}
