import { binLanguages } from '@one/contract/bins'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  picture: text('picture').notNull().default(''),
  isAdmin: boolean('is_admin').notNull().default(false),
  settings: jsonb('settings'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One account at an identity provider, linked to exactly one user; one per provider per user. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['github', 'discord', 'shopify'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    handle: text('handle').notNull().default(''),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    unique('identities_provider_account').on(t.provider, t.providerUserId),
    unique('identities_user_provider').on(t.userId, t.provider),
  ],
)

/** A signed-in browser. The id is the SHA-256 of the cookie's token, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
)

/**
 * A sign-in that has left for the provider and not come back yet: its state (hashed) and PKCE
 * verifier, where to return, and the user to link to when a signed-in user connects another
 * provider. Deleted when the provider answers, so a replayed callback finds nothing.
 */
export const oauthRequests = pgTable('oauth_requests', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider', { enum: ['github', 'discord', 'shopify'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  mode: text('mode', { enum: ['popup', 'window'] }).notNull(),
  next: text('next').notNull().default(''),
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

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
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    favorite: boolean('favorite').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bins_owner_updated').on(t.ownerId, t.updatedAt)],
)
