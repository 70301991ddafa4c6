import { binLanguages, binVisibilities } from '@one/contract/bins'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * A paste-bin entry. `version` counts changes of content, title or language, so an editor that saved
 * over a newer text can be refused (optimistic concurrency).
 */
export const bins = pgTable(
  'bins',
  {
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    language: text('language', { enum: binLanguages }).notNull().default('text'),
    visibility: text('visibility', { enum: binVisibilities }).notNull().default('public'),
    favorite: boolean('favorite').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** From this moment the bin answers as an unknown one; a job deletes it soon after. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Deleted by its first reader other than the owner, who sees it once. */
    burn: boolean('burn').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bins_expires').on(t.expiresAt).where(sql`${t.expiresAt} IS NOT NULL`),
    index('bins_owner_updated').on(t.ownerId, t.updatedAt),
    index('bins_owner_created').on(t.ownerId, t.createdAt, t.id),
    index('bins_owner_title').on(t.ownerId, t.title, t.id),
  ],
)

/**
 * The bins a user created with an idempotency key, for a day: a POST retried with the same key gives
 * the same bin. In the database rather than in memory, so a retry that reaches another instance
 * behind the load balancer finds it too. `fingerprint` is a hash of the request, so a key sent again
 * with a different bin is refused rather than answered with the wrong one.
 */
export const binCreations = pgTable(
  'bin_creations',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    binId: text('bin_id')
      .notNull()
      .references(() => bins.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.key] })],
)

/**
 * Every saved state of a bin, numbered from 1 (as created). A revision holds its title, language and
 * visibility, and its text either whole (`content`, every 20th revision and when a delta would not pay)
 * or as the line delta from the revision before (`delta`): a long history costs about the lines that
 * changed. Reading one starts from the nearest whole text before it.
 */
export const binRevisions = pgTable(
  'bin_revisions',
  {
    binId: text('bin_id')
      .notNull()
      .references(() => bins.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    number: integer('number').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    title: text('title').notNull(),
    language: text('language', { enum: binLanguages }).notNull(),
    visibility: text('visibility').notNull(),
    content: text('content'),
    delta: jsonb('delta').$type<(number | string)[]>(),
    linesAdded: integer('lines_added').notNull().default(0),
    linesRemoved: integer('lines_removed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.binId, t.number] })],
)
