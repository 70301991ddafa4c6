import type { Identity } from '@one/contract/auth'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { OUTBOUND_TIMEOUT_MS } from '../integrations/outbound.ts'
import type { SponsorSource } from './sponsor-sources.ts'
import { saveSponsor } from './sponsor-store.ts'

type Log = { warn(object: object, message: string): void }

export type SponsorTimings = {
  /** A user's sponsorships are read again at most this often (per server instance). */
  refreshMs: number
  /** How long verify waits for a refresh before answering with what is kept. */
  waitMs: number
  /** When a remote that has not answered is given up on. */
  timeoutMs: number
}

export const defaultSponsorTimings: SponsorTimings = {
  refreshMs: 5 * 60_000,
  waitMs: 800,
  timeoutMs: OUTBOUND_TIMEOUT_MS,
}

// More users than this waiting out their refresh interval: the oldest are forgotten (and may be read early).
const REMEMBERED_USERS = 50_000

export type SponsorRefresh = ReturnType<typeof createSponsorRefresh>

/**
 * Reads a user's sponsorships from the remotes when they are due, keeps them, and drops the user's
 * cached account when they changed. A remote that fails or is slow never fails or slows verify by more
 * than `waitMs`: the kept sponsorships are served, the failure is logged, and a slow answer that comes
 * later still lands (the next verify shows it).
 */
export function createSponsorRefresh(deps: {
  db: Db
  changes: Changes
  sources: readonly SponsorSource[]
  log: Log
  timings?: SponsorTimings
  now?: () => number
}) {
  const { db, changes, sources, log, timings = defaultSponsorTimings, now = Date.now } = deps
  const lastTried = new Map<string, number>()
  const running = new Map<string, Promise<boolean>>()

  async function readAll(userId: string, identities: readonly Identity[]): Promise<boolean> {
    const results = await Promise.all(
      sources.map(async (source) => {
        const identity = identities.find((i) => i.provider === source.platform)
        try {
          const found = identity
            ? await source.lookUp(identity, AbortSignal.timeout(timings.timeoutMs))
            : null
          return await saveSponsor(db, userId, source.platform, found)
        } catch (error) {
          log.warn(
            { err: error, platform: source.platform },
            'Could not read a sponsorship; the last known one is served',
          )
          return false
        }
      }),
    )
    const changed = results.some(Boolean)
    if (changed) await changes.publish({ kind: 'user', userId })
    return changed
  }

  function remember(userId: string) {
    lastTried.delete(userId)
    lastTried.set(userId, now())
    for (const oldest of lastTried.keys()) {
      if (lastTried.size <= REMEMBERED_USERS) break
      lastTried.delete(oldest)
    }
  }

  /** Whether a refresh now reads the remotes or waits for a read under way. */
  function wouldRead(userId: string): boolean {
    if (sources.length === 0) return false
    if (running.has(userId)) return true
    const last = lastTried.get(userId)
    return last === undefined || now() - last >= timings.refreshMs
  }

  return {
    timings,
    /** Lets verify skip the call (and its awaits) when the sponsorships are not due. */
    wouldRead,
    /**
     * Refreshes the user's sponsorships if they are due; true when they changed within `waitMs`, so the
     * caller reads the account again. Identities of providers without a source are not read. A sign-in
     * waits for the whole answer (`waitMs` up to the remote's timeout): the person waits on the popup anyway.
     */
    async refresh(
      userId: string,
      identities: readonly Identity[],
      waitMs = timings.waitMs,
    ): Promise<boolean> {
      if (!wouldRead(userId)) return false
      let reading = running.get(userId)
      if (!reading) {
        remember(userId)
        reading = readAll(userId, identities)
          .catch((error: unknown) => {
            log.warn({ err: error }, 'Could not keep the sponsorships read; the last known ones are served')
            return false
          })
          .finally(() => running.delete(userId))
        running.set(userId, reading)
      }
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs)
      })
      try {
        return await Promise.race([reading, waited])
      } finally {
        clearTimeout(timer)
      }
    },
    /** Forgets when the user was last read: a new sign-in or link reads them at once. */
    due(userId: string): void {
      lastTried.delete(userId)
    },
  }
}
