import { BIN_PREVIEW_LENGTH, type BinFilter, type BinLifetime } from '@one/contract/bins'
import { and, count, desc, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { activityOfMade, recordActivity } from '../activity/record-activity.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { bins } from '../db/schema/bins.ts'
import { users } from '../db/schema/users.ts'
import { needsLongId, newBinId } from './bin-ids.ts'
import type { StorageCheck } from './bin-storage.ts'
import type { BinListRow, BinRecord, BinRow } from './bin-view.ts'
import { foldHistory, type HistoryCaps } from './revisions/fold-history.ts'
import { firstRevisionOf, recordRevision } from './revisions/revisions-store.ts'

export type NewBin = Pick<BinRow, 'title' | 'content' | 'language' | 'visibility'> & {
  expires?: BinLifetime
  burn?: boolean
}
export type BinFields = Partial<Omit<BinRow, 'id' | 'ownerId' | 'version' | 'createdAt' | 'updatedAt'>>

const binWithOwner = (db: Db) =>
  db
    .select({ bin: bins, owner: { id: users.id, name: users.name, picture: users.picture } })
    .from(bins)
    .innerJoin(users, eq(users.id, bins.ownerId))
    .where(eq(bins.id, sql.placeholder('id')))
    .prepare('find_bin')

// Reading a bin is the hot path; a prepared statement halves its time on PGlite.
const prepared = new WeakMap<Db, ReturnType<typeof binWithOwner>>()

export async function findBin(db: Db, id: string): Promise<BinRecord | undefined> {
  let query = prepared.get(db)
  if (!query) {
    query = binWithOwner(db)
    prepared.set(db, query)
  }
  const [found] = await query.execute({ id })
  return found && { ...found.bin, owner: found.owner }
}

const MINUTE_MS = 60_000
const lifetimes: Record<Exclude<BinLifetime, 'never'>, number> = {
  '10m': 10 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '1d': 24 * 60 * MINUTE_MS,
  '1w': 7 * 24 * 60 * MINUTE_MS,
  '1mo': 30 * 24 * 60 * MINUTE_MS,
}

/** When a bin saved now with `lifetime` expires, or null for never. */
export function expiryOf(lifetime: BinLifetime, now = Date.now()): Date | null {
  return lifetime === 'never' ? null : new Date(now + lifetimes[lifetime])
}

/** True from the moment the bin expires, before the job has deleted it. */
export const isExpired = (bin: Pick<BinRow, 'expiresAt'>, now = Date.now()) =>
  bin.expiresAt !== null && bin.expiresAt.getTime() <= now

/** Bins that have not expired yet: an expired one is as gone as a deleted one. */
export const notExpired = or(isNull(bins.expiresAt), gt(bins.expiresAt, sql`now()`))

export const filterWhere: Record<BinFilter, SQL | undefined> = {
  all: undefined,
  favorites: eq(bins.favorite, true),
  pinned: eq(bins.pinned, true),
}

/** What a list shows of a bin: its text cut to a preview. */
export const listColumns = {
  id: bins.id,
  title: bins.title,
  preview: sql<string>`left(${bins.content}, ${BIN_PREVIEW_LENGTH})`,
  language: bins.language,
  visibility: bins.visibility,
  favorite: bins.favorite,
  pinned: bins.pinned,
  version: bins.version,
  expiresAt: bins.expiresAt,
  burn: bins.burn,
  createdAt: bins.createdAt,
  updatedAt: bins.updatedAt,
}
const listOrder = [desc(bins.pinned), desc(bins.updatedAt), desc(bins.id)]

/**
 * The owner's bins, pinned first, then the most recently changed. The MCP tools leave unlisted bins
 * out (`unlisted: false`): those are shared only by their link.
 */
export async function listBins(
  db: Db,
  ownerId: string,
  filter: BinFilter,
  { unlisted = true } = {},
): Promise<BinListRow[]> {
  return db
    .select(listColumns)
    .from(bins)
    .where(
      and(
        eq(bins.ownerId, ownerId),
        notExpired,
        filterWhere[filter],
        unlisted ? undefined : ne(bins.visibility, 'unlisted'),
      ),
    )
    .orderBy(...listOrder)
}

export async function countBins(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bins).where(eq(bins.ownerId, ownerId))
  return row?.value ?? 0
}

/**
 * Makes the bin, its first revision (kept whole) and its `bin.created` event in one statement: one
 * round trip, all or nothing as a transaction is. The revision and the event are made from the row
 * the bin's insert returns, so an id already taken (71 random bits: very unlikely, not impossible)
 * makes none of them, and another id is tried.
 */
export async function insertBin(db: Db, ownerId: string, fields: NewBin): Promise<BinRow> {
  const { expires = 'never', burn = false, ...saved } = fields
  for (;;) {
    const id = newBinId(saved.visibility)
    const made = db.$with('made').as(
      db
        .insert(bins)
        .values({ id, ownerId, ...saved, expiresAt: expiryOf(expires), burn })
        .onConflictDoNothing({ target: bins.id })
        .returning(),
    )
    const revision = firstRevisionOf(db, made, saved.content)
    const event = activityOfMade(db, made, 'bin.created', { binId: id, title: saved.title })
    const [row] = await db.with(made, revision, event).select().from(made)
    if (row) return row
  }
}

export type BinUpdate = {
  id: string
  ownerId: string
  set: BinFields
  /** Only when the stored version is still this one (compared in the same statement). */
  expectedVersion?: number
  bumpVersion: boolean
  touch: boolean
  /** The owner's storage check (bin-storage.ts), made in the change's transaction. */
  storage?: StorageCheck
}

/** `historyCaps`: how much history a bin keeps, the defaults unless a test asks for less. */
type Deps = { db: Db; changes: Changes; historyCaps?: HistoryCaps }

// What a revision keeps: a change of any of these makes one; the owner's bookmarks do not.
const revisedFields = ['content', 'title', 'language', 'visibility'] as const

/**
 * The changed bin, or undefined when it is gone or its version is no longer `expectedVersion`. A change
 * of its text or visibility keeps the state it made as the bin's next revision, in the same transaction,
 * and what the history then holds beyond its caps is folded away.
 */
export async function updateBin(
  { db, changes, historyCaps }: Deps,
  update: BinUpdate,
): Promise<BinRow | undefined> {
  const { id, ownerId, set, expectedVersion, bumpVersion, touch, storage } = update
  const revised = revisedFields.some((field) => set[field] !== undefined)
  // A bin made unlisted takes a new, long id: its old link, known to others, then leads nowhere.
  const rekeyed = needsLongId(id, set.visibility) ? newBinId('unlisted') : undefined
  const row = await db.transaction(async (tx) => {
    const settle = await storage?.(tx, id)
    // The text before the change, read under the row's lock, for the revision's delta.
    const [before] = revised
      ? await tx.select({ content: bins.content }).from(bins).where(eq(bins.id, id)).for('update')
      : []
    const [changed] = await tx
      .update(bins)
      .set({
        ...set,
        ...(rekeyed ? { id: rekeyed } : {}),
        ...(bumpVersion ? { version: sql`${bins.version} + 1` } : {}),
        ...(touch ? { updatedAt: sql`now()` } : {}),
      })
      .where(
        and(
          eq(bins.id, id),
          eq(bins.ownerId, ownerId),
          expectedVersion === undefined ? undefined : eq(bins.version, expectedVersion),
        ),
      )
      .returning()
    if (changed && before) {
      await recordRevision(tx, changed, before.content, ownerId)
      await foldHistory(tx, changed.id, historyCaps)
    }
    if (changed) {
      const fields = Object.keys(set).sort()
      await recordActivity(tx, ownerId, 'bin.updated', { binId: changed.id, title: changed.title, fields })
      await settle?.(changed.id)
    }
    return changed
  })
  if (row) await changes.publish({ kind: 'bin', id })
  return row
}

/** Deletes the bin with its `bin.deleted` event (which keeps its title, for the feed). */
export async function deleteBin({ db, changes }: Deps, id: string, ownerId: string): Promise<boolean> {
  const gone = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(bins)
      .where(and(eq(bins.id, id), eq(bins.ownerId, ownerId)))
      .returning({ id: bins.id, title: bins.title })
    for (const bin of deleted) {
      await recordActivity(tx, ownerId, 'bin.deleted', { binId: bin.id, title: bin.title })
    }
    return deleted
  })
  if (gone.length > 0) await changes.publish({ kind: 'bin', id })
  return gone.length > 0
}
