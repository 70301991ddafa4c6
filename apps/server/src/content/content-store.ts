import type { ContentAction, ContentKind } from '@one/contract/content'
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { contentChanges, contentImages, contentItems } from '../db/schema/content.ts'

export type ContentRow = typeof contentItems.$inferSelect
export type ChangeRow = typeof contentChanges.$inferSelect

/** Newest first: the order the public lists and the console show (the first banner that fits wins). */
const newestFirst = [desc(contentItems.createdAt), asc(contentItems.slug)]

export async function publishedItems(db: Db, kind: ContentKind): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.published, true)))
    .orderBy(...newestFirst)
}

export async function allItems(db: Db, kind: ContentKind): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(...newestFirst)
}

export async function findItem(db: Db, kind: ContentKind, slug: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
  return row
}

type NewItem = { kind: ContentKind; slug: string; title: string; metadata: unknown; published: boolean }

/** The new row, or undefined when its kind already has an item of that slug. */
export async function insertItem(db: Db, item: NewItem): Promise<ContentRow | undefined> {
  const [row] = await db.insert(contentItems).values(item).onConflictDoNothing().returning()
  return row
}

type ItemChange = Partial<Pick<ContentRow, 'slug' | 'title' | 'metadata' | 'published'>>

/** The versions a change may be made on: any (If-Match: *), or one of these rows at these versions. */
export type Expected = '*' | readonly { id: string; version: number }[]

function isExpected(expected: Expected): SQL | undefined {
  if (expected === '*') return undefined
  // No version can be none of them: a list of tags this server never made matches nothing.
  if (expected.length === 0) return sql`false`
  return or(
    ...expected.map(({ id, version }) => and(eq(contentItems.id, id), eq(contentItems.version, version))),
  )
}

/**
 * The changed row; undefined when there is none of that slug at an expected version. The version is
 * compared in the statement that writes: of two edits made on one version, the second finds it gone.
 * Throws a unique violation on a taken slug.
 */
export async function updateItem(
  db: Db,
  kind: ContentKind,
  slug: string,
  change: ItemChange,
  expected: Expected,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .update(contentItems)
    .set({ ...change, version: sql`${contentItems.version} + 1`, updatedAt: new Date() })
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug), isExpected(expected)))
    .returning()
  return row
}

export async function deleteItem(
  db: Db,
  kind: ContentKind,
  slug: string,
  expected: Expected,
): Promise<boolean> {
  const rows = await db
    .delete(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug), isExpected(expected)))
    .returning({ id: contentItems.id })
  return rows.length > 0
}

export type Actor = { id: string; name: string }

export async function recordChange(
  db: Db,
  actor: Actor,
  action: ContentAction,
  kind: string,
  slug: string,
): Promise<void> {
  await db.insert(contentChanges).values({ actorId: actor.id, actorName: actor.name, action, kind, slug })
}

export async function latestChanges(db: Db, limit: number): Promise<ChangeRow[]> {
  return db.select().from(contentChanges).orderBy(desc(contentChanges.id)).limit(limit)
}

export type ImageRow = typeof contentImages.$inferSelect

export async function saveImage(db: Db, image: Omit<ImageRow, 'createdAt'>): Promise<void> {
  await db.insert(contentImages).values(image).onConflictDoNothing()
}

export async function findImage(db: Db, hash: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.hash, hash))
  return row
}
