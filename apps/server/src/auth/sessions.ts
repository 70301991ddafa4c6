import { createHmac, createSecretKey, randomBytes } from 'node:crypto'
import type { ActivityData } from '@one/contract/activity'
import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import { recordActivity } from '../activity/record-activity.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { sessions } from '../db/schema/auth.ts'

const DAY_MS = 24 * 60 * 60 * 1000
export const SESSION_DAYS = 30
const sessionMs = SESSION_DAYS * DAY_MS
/** ASVS 3.3.2: a session unused this long ends, whatever is left of its 30 days. */
const SESSION_IDLE_MS = 7 * DAY_MS
/** Use is written no oftener than this, so a signed-in page view costs no write. */
const SEEN_EVERY_MS = 60 * 60 * 1000
/** Session ids remembered for the tokens last seen; past this many the memory starts again. */
const REMEMBERED_IDS = 10_000

/** A live session: its user, and when it ends unless used again (or for good, if sooner). */
export type LiveSession = { userId: string; endsAt: Date }

/**
 * Sessions: the cookie holds a random token; the database holds only its HMAC, so neither a copy of
 * the table nor the secret alone signs anyone in. Ending sessions is told to `changes`, so no
 * instance goes on serving a cached one.
 */
export function createSessions(db: Db, secret: string, changes?: Changes) {
  /** The session's id for a token, or undefined for something that cannot be one. */
  const key = createSecretKey(Buffer.from(secret))
  // A token's id never changes, and a signed-in page view would otherwise pay an HMAC to find it.
  const ids = new Map<string, string>()
  const idOf = (token: string | undefined) => {
    if (!token || token.length > 100) return undefined
    let id = ids.get(token)
    if (id === undefined) {
      id = createHmac('sha256', key).update(token).digest('base64url')
      if (ids.size >= REMEMBERED_IDS) ids.clear()
      ids.set(token, id)
    }
    return id
  }
  // Every signed-in request that misses the cache asks this; prepared once, it costs a third less on PGlite.
  const sessionById = db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_by_id')

  /**
   * The live session of an id, or undefined when unknown, expired or idle too long. Finding a session
   * is using it: its last use is written when the one on record is more than an hour old.
   */
  const find = async (sessionId: string): Promise<LiveSession | undefined> => {
    const now = new Date()
    const [row] = await sessionById.execute({
      id: sessionId,
      now: now.toISOString(),
      idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    })
    if (!row) return undefined
    let seen = row.lastSeenAt
    if (now.getTime() - seen.getTime() >= SEEN_EVERY_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId))
      seen = now
    }
    const idleEnd = seen.getTime() + SESSION_IDLE_MS
    return { userId: row.userId, endsAt: new Date(Math.min(row.expiresAt.getTime(), idleEnd)) }
  }

  return {
    idOf,
    find,

    /** A new session; `signIn` when it is a sign-in, which the user's feed then shows with it. */
    async start(
      userId: string,
      signIn?: ActivityData<'session.signed_in'>,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url')
      const now = Date.now()
      const expiresAt = new Date(now + sessionMs)
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({ id: idOf(token)!, userId, expiresAt, lastSeenAt: new Date(now) })
        if (signIn) await recordActivity(tx, userId, 'session.signed_in', signIn)
      })
      return { token, expiresAt }
    },

    async end(token: string | undefined): Promise<void> {
      const id = idOf(token)
      if (!id) return
      await db.delete(sessions).where(eq(sessions.id, id))
      await changes?.publish({ kind: 'session', id })
    },

    /** Signs the user out of every browser. */
    async endAll(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        await recordActivity(tx, userId, 'session.signed_out_everywhere', {})
      })
      await changes?.publish({ kind: 'user-sessions', userId })
    },

    /** Deletes sessions that have ended, past their 30 days or idle for a week; gives how many went. */
    async pruneExpired(): Promise<number> {
      const now = Date.now()
      const gone = await db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))),
        )
        .returning({ id: sessions.id })
      return gone.length
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
