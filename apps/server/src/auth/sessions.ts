import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { sessions } from '../db/schema/auth.ts'

export const SESSION_DAYS = 30
const sessionMs = SESSION_DAYS * 24 * 60 * 60 * 1000

/**
 * Sessions: the cookie holds a random token; the database holds only its HMAC, so neither a copy of
 * the table nor the secret alone signs anyone in. Ending sessions is told to `changes`, so no
 * instance goes on serving a cached one.
 */
export function createSessions(db: Db, secret: string, changes?: Changes) {
  /** The session's id for a token, or undefined for something that cannot be one. */
  const idOf = (token: string | undefined) =>
    token && token.length <= 100 ? createHmac('sha256', secret).update(token).digest('base64url') : undefined
  // Every signed-in request that misses the cache asks this; prepared once, it costs a third less on PGlite.
  const sessionById = db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_by_id')

  const find = async (sessionId: string) => {
    const [row] = await sessionById.execute({ id: sessionId, now: new Date().toISOString() })
    return row
  }

  return {
    idOf,
    /** The live session of an id: its user and end, or undefined when unknown or expired. */
    find,

    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(Date.now() + sessionMs)
      await db.insert(sessions).values({ id: idOf(token)!, userId, expiresAt })
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
      await db.delete(sessions).where(eq(sessions.userId, userId))
      await changes?.publish({ kind: 'user-sessions', userId })
    },

    /** Deletes expired sessions; gives how many went. */
    async pruneExpired(): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, new Date()))
        .returning({ id: sessions.id })
      return gone.length
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
