import { contentActions, contentKinds } from '@one/contract/content'
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * Notifications, banners, promotions and spots, one row each. `metadata` is the record's metadata as
 * the contract checked it for its kind; only published rows are ever served to the public.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: contentKinds }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    metadata: jsonb('metadata').notNull(),
    published: boolean('published').notNull().default(false),
    /** Grows by one with every change: an edit names the version it was made on (its ETag). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('content_items_kind_slug').on(t.kind, t.slug)],
)

/** Every admin change to the content: who, what, when. Kept when the admin's account goes. */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: contentActions }).notNull(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [index('content_changes_at').on(t.at)],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** Uploaded images, by the SHA-256 of their bytes: every instance serves them, and one upload is one row. */
export const contentImages = pgTable('content_images', {
  hash: text('hash').primaryKey(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})
