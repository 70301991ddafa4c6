import { type BinStorageUsage, binQuotaMessage } from '@one/contract/bin-storage'
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm'
import { AppError } from '../app-error.ts'
import type { Db } from '../db/database.ts'
import { binRevisions, bins } from '../db/schema/bins.ts'
import { notExpired } from './bins-store.ts'

/**
 * A write's check of its owner's storage, made in the write's own transaction (decision 0036): called
 * before the write (with the bin it changes, if any), it waits for the owner's other writes and
 * measures that bin; the function it gives, called after with the bin's id as saved, refuses (413, so
 * the transaction undoes the write) a write that grew the bin and left the owner past the quota.
 */
export type StorageCheck = (tx: Db, binId?: string) => Promise<(savedId: string) => Promise<void>>

// The first key of the owner's advisory lock: the bins' storage, apart from any other use of one.
const STORAGE_LOCK = 0x62696e73

// What a bin or revision keeps: each text and title, a revision's text or delta. `octet_length` of a
// text is read from its stored header, never detoasted; `pg_column_size` of a delta is what it takes
// on disk.
const binRowBytes = sql`coalesce(sum(octet_length(${bins.content}) + octet_length(${bins.title})), 0)`
const revisionBytes = sql`coalesce(sum(coalesce(octet_length(${binRevisions.content}), 0) + coalesce(pg_column_size(${binRevisions.delta}), 0) + octet_length(${binRevisions.title})), 0)`

type Sum = { rows: { bytes: number | string }[] }

async function sumOf(db: Db, texts: SQLWrapper, history: SQLWrapper): Promise<number> {
  const sum = sql`select ((${texts}) + (${history}))::float8 as bytes`
  const { rows } = (await db.execute(sum)) as unknown as Sum
  return Number(rows[0]?.bytes ?? 0)
}

/**
 * The bytes the owner's bins keep with their revisions. The owner's bins come through the bins_owner
 * index and their revisions through their key: work in proportion to what the owner keeps.
 */
function usedBytes(db: Db, ownerId: string): Promise<number> {
  const own = and(eq(bins.ownerId, ownerId), notExpired)
  return sumOf(
    db,
    db.select({ bytes: binRowBytes }).from(bins).where(own),
    db
      .select({ bytes: revisionBytes })
      .from(binRevisions)
      .innerJoin(bins, eq(bins.id, binRevisions.binId))
      .where(own),
  )
}

/** The bytes one bin keeps with its revisions: by its key, whatever its owner has besides. */
function binBytes(db: Db, binId: string): Promise<number> {
  return sumOf(
    db,
    db.select({ bytes: binRowBytes }).from(bins).where(eq(bins.id, binId)),
    db.select({ bytes: revisionBytes }).from(binRevisions).where(eq(binRevisions.binId, binId)),
  )
}

export function createBinStorage({ db, quotaBytes }: { db: Db; quotaBytes: number }) {
  const check =
    (ownerId: string): StorageCheck =>
    async (tx, binId) => {
      // One write of the owner at a time: two at once cannot each find the room only one of them has.
      await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_LOCK}, hashtext(${ownerId}))`)
      const before = binId === undefined ? 0 : await binBytes(tx, binId)
      return async (savedId) => {
        // A write that takes no room (a bookmark) or frees some is never refused, and costs no sum.
        const grown = (await binBytes(tx, savedId)) - before
        if (grown <= 0) return
        const used = await usedBytes(tx, ownerId)
        if (used > quotaBytes) {
          throw new AppError('quota_exceeded', binQuotaMessage({ usedBytes: used - grown, quotaBytes }))
        }
      }
    }

  return {
    /** What the owner's bins keep, of how much they may. */
    async usage(ownerId: string): Promise<BinStorageUsage> {
      return { usedBytes: await usedBytes(db, ownerId), quotaBytes }
    },

    /** The check of a write of `ownerId`'s, for the store's functions that take one. */
    check,

    /** A new bin `write` makes in a transaction of its own, undone (413) when it does not fit. */
    async withRoom<T extends { id: string }>(ownerId: string, write: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const settle = await check(ownerId)(tx)
        const made = await write(tx)
        await settle(made.id)
        return made
      })
    },
  }
}

export type BinStorage = ReturnType<typeof createBinStorage>
