import type { Sessions } from '../auth/sessions.ts'

const HOUR_MS = 60 * 60 * 1000

type Log = { info(object: object, message: string): void; warn(object: object, message: string): void }

/** Deletes expired sessions now and then every hour; gives the function that stops it. */
export function startSessionPruning(sessions: Sessions, log: Log, everyMs = HOUR_MS): () => void {
  const prune = async () => {
    try {
      const count = await sessions.pruneExpired()
      if (count > 0) log.info({ count }, 'expired sessions deleted')
    } catch (error) {
      log.warn({ err: error }, 'expired sessions could not be deleted; trying again later')
    }
  }
  void prune()
  const timer = setInterval(prune, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
