import { createHash } from 'node:crypto'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { AppError } from '../app-error.ts'
import type { Db } from '../db/database.ts'
import { binCreations } from '../db/schema/bins.ts'
import type { StorageCheck } from './bin-storage.ts'
import { insertBin, type NewBin } from './bins-store.ts'

/** How long a key is remembered: long enough for any retry, short enough to stay a small table. */
export const CREATION_KEY_LIFETIME = sql`interval '1 day'`

const fingerprintOf = (fields: NewBin) =>
  createHash('sha256')
    .update(JSON.stringify([fields.title, fields.content, fields.language, fields.visibility]))
    .digest('base64url')

export const keyReused = () =>
  new AppError(
    'conflict',
    'This idempotency key was already used for a different bin. Send a new key for a new bin.',
  )

// Thrown inside the transaction to undo the bin it made: another request holds the key.
class KeyTaken extends Error {}

/**
 * Creates a bin once per key: the id of the bin made by the first request with this key (from this
 * owner, within a day), or of a new one, which `storage` may refuse. Two requests with one key at the
 * same time make one bin: the later waits for the earlier's key and gives its bin.
 */
export async function insertBinOnce(
  db: Db,
  ownerId: string,
  key: string,
  fields: NewBin,
  storage?: StorageCheck,
): Promise<string> {
  const fingerprint = fingerprintOf(fields)
  const earlier = async () => {
    const [found] = await db
      .select()
      .from(binCreations)
      .where(
        and(
          eq(binCreations.ownerId, ownerId),
          eq(binCreations.key, key),
          gte(binCreations.createdAt, sql`now() - ${CREATION_KEY_LIFETIME}`),
        ),
      )
    if (found && found.fingerprint !== fingerprint) throw keyReused()
    return found?.binId
  }

  const known = await earlier()
  if (known) return known
  try {
    return await db.transaction(async (tx) => {
      // Only a new bin is checked: a retry of one already made writes nothing.
      const settle = await storage?.(tx)
      await tx
        .delete(binCreations)
        .where(
          and(
            eq(binCreations.ownerId, ownerId),
            lt(binCreations.createdAt, sql`now() - ${CREATION_KEY_LIFETIME}`),
          ),
        )
      const row = await insertBin(tx, ownerId, fields)
      await settle?.(row.id)
      const claimed = await tx
        .insert(binCreations)
        .values({ ownerId, key, binId: row.id, fingerprint })
        .onConflictDoNothing()
        .returning({ binId: binCreations.binId })
      if (claimed.length === 0) throw new KeyTaken()
      return row.id
    })
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error
    const found = await earlier()
    if (!found) throw error
    return found
  }
}
