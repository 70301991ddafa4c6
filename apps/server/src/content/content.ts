// Content (issue 16): what admins publish and everyone reads. Every admin change is recorded with its
// author, and tells every instance that the public lists are stale.
import { createHash } from 'node:crypto'
import type { AdminItem, ContentAction, ContentChange, ContentKind } from '@one/contract/content'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { createContentCache } from './content-cache.ts'
import { checkedImage, checkedMetadata, isUniqueViolation } from './content-rules.ts'
import {
  type Actor,
  allItems,
  deleteItem,
  findImage,
  insertItem,
  latestChanges,
  recordChange,
  saveImage,
  updateItem,
} from './content-store.ts'
import { toAdminItem, toChange } from './content-view.ts'

const HISTORY_LENGTH = 200

type Body = { slug: string; title: string; metadata: unknown; published: boolean }
type Patch = Partial<Body>

const singular: Record<ContentKind, string> = {
  notifications: 'notification',
  banners: 'banner',
  promotions: 'promotion',
  spots: 'spot',
}

const taken = (kind: ContentKind, slug: string) =>
  new AppError('conflict', `There is already a ${singular[kind]} with the slug "${slug}".`)
const missing = (kind: ContentKind) => new AppError('not_found', `There is no such ${singular[kind]}.`)

/** What a change did, in the history's words: a publish toggle alone reads as publish or unpublish. */
function actionOf(patch: Patch): ContentAction {
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

    async create(actor: Actor, kind: ContentKind, body: Body): Promise<AdminItem> {
      const metadata = checkedMetadata(kind, body.metadata)
      const row = await db.transaction(async (tx) => {
        const inserted = await insertItem(tx, { ...body, kind, metadata })
        if (inserted) await recordChange(tx, actor, 'create', kind, inserted.slug)
        return inserted
      })
      if (!row) throw taken(kind, body.slug)
      await stale()
      return toAdminItem(row)
    },

    async update(actor: Actor, kind: ContentKind, slug: string, patch: Patch): Promise<AdminItem> {
      const change = {
        ...patch,
        ...(patch.metadata === undefined ? {} : { metadata: checkedMetadata(kind, patch.metadata) }),
      }
      let row: Awaited<ReturnType<typeof updateItem>>
      try {
        row = await db.transaction(async (tx) => {
          const updated = await updateItem(tx, kind, slug, change)
          if (updated) await recordChange(tx, actor, actionOf(patch), kind, updated.slug)
          return updated
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(kind, patch.slug ?? slug)
        throw error
      }
      if (!row) throw missing(kind)
      await stale()
      return toAdminItem(row)
    },

    async remove(actor: Actor, kind: ContentKind, slug: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const gone = await deleteItem(tx, kind, slug)
        if (gone) await recordChange(tx, actor, 'delete', kind, slug)
        return gone
      })
      if (!removed) throw missing(kind)
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
