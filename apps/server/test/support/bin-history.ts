// Bins with long histories, made straight through the store (no HTTP): for the history's caps.

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { BinRow } from '../../src/bins/bin-view.ts'
import { insertBin, updateBin } from '../../src/bins/bins-store.ts'
import { type HistoryCaps, revisionBytes } from '../../src/bins/revisions/fold-history.ts'
import { recordRevision } from '../../src/bins/revisions/revisions-store.ts'
import { localChanges } from '../../src/cache/changes.ts'
import type { Db } from '../../src/db/database.ts'
import { binRevisions, bins } from '../../src/db/schema/bins.ts'
import { users } from '../../src/db/schema/users.ts'

/** The texts of `count` saves, each a line added and, every other save, one edited. */
export function editedTexts(count: number, first = 'line 0\n'): string[] {
  const texts = [first]
  for (let n = 1; n < count; n++) {
    const before = texts.at(-1)!
    const edited = n % 2 ? before.replace(`line ${n - 1}\n`, `line ${n - 1} edited\n`) : before
    texts.push(`${edited}line ${n}\n`)
  }
  return texts
}

export async function newOwner(db: Db, name = 'owner'): Promise<string> {
  const [row] = await db.insert(users).values({ name }).returning({ id: users.id })
  return row!.id
}

/** A public bin whose revisions hold `texts`, each saved through updateBin (which folds under `caps`). */
export async function savedBin(db: Db, ownerId: string, texts: string[], historyCaps?: HistoryCaps) {
  const bin = await insertBin(db, ownerId, {
    title: 'long',
    content: texts[0]!,
    language: 'text',
    visibility: 'public',
  })
  const deps = { db, changes: localChanges(), historyCaps }
  for (const content of texts.slice(1)) {
    await updateBin(deps, { id: bin.id, ownerId, set: { content }, bumpVersion: true, touch: true })
  }
  return bin
}

/** A bin whose revisions hold `texts`, recorded as before histories were capped: nothing folded. */
export async function unfoldedBin(db: Db, ownerId: string, texts: string[]): Promise<BinRow> {
  const bin = await insertBin(db, ownerId, {
    title: 'old',
    content: texts[0]!,
    language: 'text',
    visibility: 'public',
  })
  await db.transaction(async (tx) => {
    for (let n = 1; n < texts.length; n++) {
      await recordRevision(tx, { ...bin, content: texts[n]! }, texts[n - 1]!, ownerId)
    }
    await tx
      .update(bins)
      .set({ content: texts.at(-1)! })
      .where(eq(bins.id, bin.id))
  })
  return bin
}

/** The bin's revision rows, the oldest first: number, whether whole, and bytes as the caps count them. */
export async function revisionRows(db: Db, binId: string) {
  return db
    .select({
      number: binRevisions.number,
      whole: sql<boolean>`${binRevisions.content} is not null`,
      delta: binRevisions.delta,
      bytes: sql`${revisionBytes}`.mapWith(Number),
    })
    .from(binRevisions)
    .where(eq(binRevisions.binId, binId))
    .orderBy(asc(binRevisions.number))
}

export async function wholeNumbers(db: Db, binId: string): Promise<number[]> {
  const rows = await db
    .select({ number: binRevisions.number })
    .from(binRevisions)
    .where(and(eq(binRevisions.binId, binId), isNotNull(binRevisions.content)))
    .orderBy(asc(binRevisions.number))
  return rows.map((row) => row.number)
}
