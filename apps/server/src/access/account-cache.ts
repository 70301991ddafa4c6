import type { Sessions } from '../auth/sessions.ts'
import { cacheCount } from '../cache/cache-counts.ts'
import type { Changes } from '../cache/changes.ts'
import { TtlCache } from '../cache/ttl-cache.ts'
import type { Account } from './account.ts'

/** How long a cached fact may be served; changes drop it sooner, on every instance. */
const CACHE_MS = 60_000
const sessionReads = cacheCount('sessions')
const accountReads = cacheCount('accounts')

export type AccountCache = ReturnType<typeof createAccountCache>

/**
 * Who a session token belongs to, and that user's account, behind two short caches (session to user,
 * user to account), so a page view costs no query in the common case. Every change that could make
 * an entry wrong drops it through `changes`; while changes might be missed, nothing is cached.
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
  let generation = 0

  changes.subscribe((change) => {
    generation++
    if (change === 'all') {
      sessionUsers.clear()
      accounts.clear()
    } else if (change.kind === 'session') sessionUsers.delete(change.id)
    else if (change.kind === 'user-sessions') sessionUsers.deleteWhere((s) => s.userId === change.userId)
    else if (change.kind === 'user') accounts.delete(change.userId)
  })

  async function userOfSession(sessionId: string): Promise<string | undefined> {
    const cached = changes.live() ? sessionUsers.get(sessionId) : undefined
    if (cached) {
      sessionReads.hits++
      return cached.userId
    }
    sessionReads.misses++
    const started = generation
    const found = await sessions.find(sessionId)
    if (!found) return undefined
    // Never past the session's end, the idle one included: a session cached unused ends on time.
    if (changes.live() && started === generation) {
      sessionUsers.set(sessionId, { userId: found.userId }, found.endsAt.getTime())
    }
    return found.userId
  }

  async function account(userId: string): Promise<Account | undefined> {
    const cached = changes.live() ? accounts.get(userId) : undefined
    if (cached) {
      accountReads.hits++
      return cached
    }
    accountReads.misses++
    const started = generation
    const found = await deps.loadAccount(userId)
    if (found && changes.live() && started === generation) accounts.set(userId, found)
    return found
  }

  return {
    /** The account a session token signs in, or undefined for a missing, unknown or expired token. */
    async accountOfToken(token: string | undefined): Promise<Account | undefined> {
      const sessionId = sessions.idOf(token)
      if (!sessionId) return undefined
      const userId = await userOfSession(sessionId)
      return userId ? account(userId) : undefined
    },
    account,
  }
}
