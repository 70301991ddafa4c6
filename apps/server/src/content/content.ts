// Content (docs/decisions/0014): what admins publish and everyone reads. Every admin change is recorded with its
// author, and tells every instance that the public lists are stale.
import { createHash } from 'node:crypto'
import type { AdminItem, ContentAction, ContentChange, ContentKind } from '@one/contract/content'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { createContentCache } from './content-cache.ts'
import { checkedBody, checkedImage, checkedPatch, isUniqueViolation } from './content-rules.ts'
import {
  type Actor,
  allItems,
  deleteItem,
  type Expected,
  findImage,
  findItem,
  insertItem,
  latestChanges,
  recordChange,
  saveImage,
  updateItem,
} from './content-store.ts'
import { itemVersionOf, toAdminItem, toChange } from './content-view.ts'

const HISTORY_LENGTH = 200

/** Which versions a change may be made on: any (`*`), or those the client's ETags name. */
export type IfMatch = '*' | readonly string[]

const singular: Record<ContentKind, string> = {
  notifications: 'notification',
  banners: 'banner',
  promotions: 'promotion',
  spots: 'spot',
}

const taken = (kind: ContentKind, slug: string) =>
  new AppError('conflict', `There is already a ${singular[kind]} with the slug "${slug}".`)
const missing = (kind: ContentKind) => new AppError('not_found', `There is no such ${singular[kind]}.`)

const changedMeanwhile = (kind: ContentKind) =>
  new AppError(
    'precondition_failed',
    `Someone else changed this ${singular[kind]} after you opened it. Load it again to see their version.`,
  )

function expectedOf(ifMatch: IfMatch): Expected {
  if (ifMatch === '*') return '*'
  return ifMatch.flatMap((etag) => itemVersionOf(etag) ?? [])
}

/** What a change did, in the history's words: a publish toggle alone reads as publish or unpublish. */
function actionOf(patch: { published?: boolean }): ContentAction {
  const keys = Object.keys(patch)
  if (keys.length === 1 && patch.published !== undefined) return patch.published ? 'publish' : 'unpublish'
  return 'update'
}

export function createContent({ db, changes }: { db: Db; changes: Changes }) {
  const cache = createContentCache({ db, changes })
  const stale = () => changes.publish({ kind: 'content' })

  return {
    /** The public list of a kind as JSON with its ETag. */
    published: cache.answer,

    async list(kind: ContentKind): Promise<AdminItem[]> {
      return (await allItems(db, kind)).map(toAdminItem)
    },

    async read(kind: ContentKind, slug: string): Promise<AdminItem> {
      const row = await findItem(db, kind, slug)
      if (!row) throw missing(kind)
      return toAdminItem(row)
    },

    async create(actor: Actor, kind: ContentKind, body: unknown): Promise<AdminItem> {
      const item = checkedBody(kind, body)
      const row = await db.transaction(async (tx) => {
        const inserted = await insertItem(tx, { ...item, kind })
        if (inserted) await recordChange(tx, actor, 'create', kind, inserted.slug)
        return inserted
      })
      if (!row) throw taken(kind, item.slug)
      await stale()
      return toAdminItem(row)
    },

    /** Only on a version `ifMatch` names: another is 412, so two edits of one version never both land. */
    async update(
      actor: Actor,
      kind: ContentKind,
      slug: string,
      patch: unknown,
      ifMatch: IfMatch,
    ): Promise<AdminItem> {
      const change = checkedPatch(kind, patch)
      let row: Awaited<ReturnType<typeof updateItem>>
      try {
        row = await db.transaction(async (tx) => {
          const updated = await updateItem(tx, kind, slug, change, expectedOf(ifMatch))
          if (updated) await recordChange(tx, actor, actionOf(change), kind, updated.slug)
          return updated
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(kind, change.slug ?? slug)
        throw error
      }
      if (!row) throw (await findItem(db, kind, slug)) ? changedMeanwhile(kind) : missing(kind)
      await stale()
      return toAdminItem(row)
    },

    async remove(actor: Actor, kind: ContentKind, slug: string, ifMatch: IfMatch = '*'): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const gone = await deleteItem(tx, kind, slug, expectedOf(ifMatch))
        if (gone) await recordChange(tx, actor, 'delete', kind, slug)
        return gone
      })
      if (!removed) throw (await findItem(db, kind, slug)) ? changedMeanwhile(kind) : missing(kind)
      await stale()
    },

    async history(): Promise<ContentChange[]> {
      return (await latestChanges(db, HISTORY_LENGTH)).map(toChange)
    },

    /** Keeps an image under the hash of its bytes; gives its address relative to the API base. */
    async upload(actor: Actor, bytes: Buffer): Promise<string> {
      const { type, extension } = checkedImage(bytes)
      const hash = createHash('sha256').update(bytes).digest('hex')
      const file = `${hash}.${extension}`
      await db.transaction(async (tx) => {
        await saveImage(tx, { hash, type, size: bytes.length, bytes })
        await recordChange(tx, actor, 'upload', 'images', file)
      })
      return `/one/images/${file}`
    },

    async image(file: string): Promise<{ type: string; bytes: Buffer }> {
      const match = /^([0-9a-f]{64})\.(png|jpg|webp|gif)$/.exec(file)
      const image = match ? await findImage(db, match[1]!) : undefined
      if (!image) throw new AppError('not_found', 'There is no such image.')
      return { type: image.type, bytes: image.bytes }
    },
  }
}

export type Content = ReturnType<typeof createContent>
