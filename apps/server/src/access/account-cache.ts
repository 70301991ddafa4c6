import type { Sessions } from '../auth/sessions.ts'
import { cacheCount } from '../cache/cache-counts.ts'
import type { Changes } from '../cache/changes.ts'
import { ChangesMeanwhile } from '../cache/changes-meanwhile.ts'
import { TtlCache } from '../cache/ttl-cache.ts'
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
  const sessionUsers = new TtlCache<{ userId: string }>(CACHE_MS)
  const accounts = new TtlCache<Account>(CACHE_MS)
  // A lookup that began before a change must not store what it read after the change dropped it.
  const meanwhile = new ChangesMeanwhile()
  // Misses of one key at once share one lookup (many page views of one visitor come together); a
  // change stops later misses from joining a lookup begun before it.
  const sessionLookups = new Map<string, Promise<string | undefined>>()
  const accountLookups = new Map<string, Promise<Account | undefined>>()

  changes.subscribe((change) => {
    if (change === 'all') {
      meanwhile.changedEverything()
      sessionLookups.clear()
      accountLookups.clear()
      sessionUsers.clear()
      accounts.clear()
    } else if (change.kind === 'session') {
      meanwhile.changed(`session:${change.id}`)
      sessionLookups.delete(change.id)
      sessionUsers.delete(change.id)
    } else if (change.kind === 'user-sessions') {
      meanwhile.changed(`user-sessions:${change.userId}`)
      // Whose sessions the lookups under way find is known only when they end.
      sessionLookups.clear()
      sessionUsers.deleteWhere((s) => s.userId === change.userId)
    } else if (change.kind === 'user') {
      meanwhile.changed(`user:${change.userId}`)
      accountLookups.delete(change.userId)
      accounts.delete(change.userId)
    } else if (change.kind === 'user-settings') {
      // A lookup under way may have read the settings before this save: it is not kept.
      meanwhile.changed(`user:${change.userId}`)
      accountLookups.delete(change.userId)
      const cached = accounts.get(change.userId)
      // Told changes may arrive out of order (two instances saving at once): the newer save wins.
      if (cached && cached.settingsRev < change.rev) {
        const user = { ...cached.user, settings: change.settings }
        accounts.replace(change.userId, { ...cached, user, settingsRev: change.rev })
      }
    }
  })

  /** `lookUp` of `key`, or the one of it under way that no change has made stale. */
  function shared<T>(lookups: Map<string, Promise<T>>, key: string, lookUp: () => Promise<T>): Promise<T> {
    const running = lookups.get(key)
    if (running) return running
    const started = lookUp().finally(() => {
      if (lookups.get(key) === started) lookups.delete(key)
    })
    lookups.set(key, started)
    return started
  }

  /** The user a session signs in, from memory; counted as a hit when there. */
  function cachedUserOf(sessionId: string): string | undefined {
    const cached = changes.live() ? sessionUsers.get(sessionId) : undefined
    if (cached) sessionReads.hits++
    return cached?.userId
  }

  async function lookUpUserOfSession(sessionId: string): Promise<string | undefined> {
    sessionReads.misses++
    return shared(sessionLookups, sessionId, async () => {
      const found = await meanwhile.read(
        () => sessions.find(sessionId),
        (found, unchanged) => {
          // Never past the session's end, the idle one included: a session cached unused ends on time.
          if (
            found &&
            changes.live() &&
            unchanged(`session:${sessionId}`) &&
            unchanged(`user-sessions:${found.userId}`)
          ) {
            sessionUsers.set(sessionId, { userId: found.userId }, found.endsAt.getTime())
          }
        },
      )
      return found?.userId
    })
  }

  // Not async: an account in memory (most page views) is answered without an await in between.
  function account(userId: string): Promise<Account | undefined> {
    const cached = changes.live() ? accounts.get(userId) : undefined
    if (cached) {
      accountReads.hits++
      return Promise.resolve(cached)
    }
    accountReads.misses++
    return shared(accountLookups, userId, () =>
      meanwhile.read(
        () => deps.loadAccount(userId),
        (found, unchanged) => {
          if (found && changes.live() && unchanged(`user:${userId}`)) accounts.set(userId, found)
        },
      ),
    )
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
