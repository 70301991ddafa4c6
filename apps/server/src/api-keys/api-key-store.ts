import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { apiKeys } from '../db/schema/api-keys.ts'

export type ApiKeyRow = typeof apiKeys.$inferSelect
type Secret = { keyHash: string; masked: string }

export async function keyOfUser(db: Db, userId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId))
  return row
}

export async function keyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash))
  return row
}

/** The user's first key; undefined when they already have one (a second click, another tab). */
export async function insertKey(db: Db, userId: string, secret: Secret): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, ...secret })
    .onConflictDoNothing({ target: apiKeys.userId })
    .returning()
  return row
}

/** A new secret for the user's key, which keeps its id and creation date; undefined when they have none. */
export async function replaceKey(db: Db, userId: string, secret: Secret): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ ...secret, updatedAt: new Date(), lastUsedAt: null })
    .where(eq(apiKeys.userId, userId))
    .returning()
  return row
}

/** Notes a use of the key with this hash; a key replaced meanwhile is left alone. */
export async function stampLastUsed(db: Db, id: string, keyHash: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.keyHash, keyHash)))
}
