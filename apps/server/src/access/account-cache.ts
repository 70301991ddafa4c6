import type { Sessions } from '../auth/sessions.ts'
import { cacheCount } from '../cache/cache-counts.ts'
import type { Changes } from '../cache/changes.ts'
import { ChangesMeanwhile } from '../cache/changes-meanwhile.ts'
import { deleteWhere, fetchFound, replaceLive, shortCache, ttlUntil } from '../cache/short-cache.ts'
import type { Account } from './account.ts'

/** How long a cached fact may be served; changes drop it sooner, on every instance. */
const CACHE_MS = 60_000
const sessionReads = cacheCount('sessions')
const accountReads = cacheCount('accounts')

export type AccountCache = ReturnType<typeof createAccountCache>

const NO_ACCOUNT = Promise.resolve(undefined)

/**
 * Who a session token belongs to, and that user's account, behind two short caches (session to user,
 * user to account), so a page view costs no query in the common case. Every change that could make
 * an entry wrong drops it through `changes` (saved settings are put in it instead); while changes
 * might be missed, nothing is cached.
 */
export function createAccountCache(deps: {
  sessions: Sessions
  loadAccount(userId: string): Promise<Account | undefined>
  changes: Changes
}) {
  const { sessions, changes } = deps
  // A lookup that began before a change must not store what it read after the change dropped it.
  const meanwhile = new ChangesMeanwhile()
  // Misses of one key at once share one lookup (many page views of one visitor come together):
  // lru-cache's fetch. Deleting a key ends the sharing, so no miss after a change joins a lookup
  // begun before it; the lookup still answers those who waited, and keeps nothing.
  const sessionUsers = shortCache<{ userId: string }>({
    ttlMs: CACHE_MS,
    async fetchMethod(sessionId, _stale, { signal, options }) {
      running.set(sessionId, signal)
      try {
        return await meanwhile
          .read(
            () => sessions.find(sessionId),
            (found, unchanged) => {
              // Never past the session's end, the idle one included: a session cached unused ends on time.
              const ttl = found ? ttlUntil(sessionUsers, found.endsAt.getTime()) : 0
              const keep =
                found &&
                ttl > 0 &&
                changes.live() &&
                unchanged(`session:${sessionId}`) &&
                unchanged(`user-sessions:${found.userId}`)
              if (keep) options.ttl = ttl
              else if (!signal.aborted) sessionUsers.delete(sessionId)
            },
          )
          .then((found) => (found ? { userId: found.userId } : undefined))
      } finally {
        if (running.get(sessionId) === signal) running.delete(sessionId)
      }
    },
  })
  // Session lookups under way: whose sessions they find is known only when they end, so a change of
  // a user's sessions ends the sharing of all of them. lru-cache lists no fetch under way.
  const running = new Map<string, AbortSignal>()
  const accounts = shortCache<Account>({
    ttlMs: CACHE_MS,
    fetchMethod: (userId, _stale, { signal }) =>
      meanwhile.read(
        () => deps.loadAccount(userId),
        (found, unchanged) => {
          const keep = found && changes.live() && unchanged(`user:${userId}`)
          if (!keep && !signal.aborted) accounts.delete(userId)
        },
      ),
  })

  changes.subscribe((change) => {
    if (change === 'all') {
      meanwhile.changedEverything()
      sessionUsers.clear()
      accounts.clear()
    } else if (change.kind === 'session') {
      meanwhile.changed(`session:${change.id}`)
      sessionUsers.delete(change.id)
    } else if (change.kind === 'user-sessions') {
      meanwhile.changed(`user-sessions:${change.userId}`)
      for (const sessionId of [...running.keys()]) sessionUsers.delete(sessionId)
      deleteWhere(sessionUsers, (s) => s.userId === change.userId)
    } else if (change.kind === 'user') {
      meanwhile.changed(`user:${change.userId}`)
      accounts.delete(change.userId)
    } else if (change.kind === 'user-settings') {
      // A lookup under way may have read the settings before this save: it is not kept.
      meanwhile.changed(`user:${change.userId}`)
      const cached = accounts.get(change.userId)
      // Told changes may arrive out of order (two instances saving at once): the newer save wins.
      if (cached && cached.settingsRev < change.rev) {
        const user = { ...cached.user, settings: change.settings }
        replaceLive(accounts, change.userId, { ...cached, user, settingsRev: change.rev })
      } else if (!cached) accounts.delete(change.userId)
    }
  })

  /** The user a session signs in, from memory; counted as a hit when there. */
  function cachedUserOf(sessionId: string): string | undefined {
    const cached = changes.live() ? sessionUsers.get(sessionId) : undefined
    if (cached) sessionReads.hits++
    return cached?.userId
  }

  async function lookUpUserOfSession(sessionId: string): Promise<string | undefined> {
    sessionReads.misses++
    // While changes might be missed, what is cached is not trusted: the lookup is made again.
    return (await fetchFound(sessionUsers, sessionId, { forceRefresh: !changes.live() }))?.userId
  }

  // Not async: an account in memory (most page views) is answered without an await in between.
  function account(userId: string): Promise<Account | undefined> {
    const cached = changes.live() ? accounts.get(userId) : undefined
    if (cached) {
      accountReads.hits++
      return Promise.resolve(cached)
    }
    accountReads.misses++
    return fetchFound(accounts, userId, { forceRefresh: !changes.live() })
  }

  async function lookUpAccountOfSession(sessionId: string): Promise<Account | undefined> {
    const userId = await lookUpUserOfSession(sessionId)
    return userId ? account(userId) : undefined
  }

  return {
    /** The account a session token signs in, or undefined for a missing, unknown or expired token. */
    accountOfToken(token: string | undefined): Promise<Account | undefined> {
      const sessionId = sessions.idOf(token)
      if (!sessionId) return NO_ACCOUNT
      const userId = cachedUserOf(sessionId)
      return userId ? account(userId) : lookUpAccountOfSession(sessionId)
    },
    account,
  }
}
