import { providerIds } from '@one/contract/auth'
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { users } from './users.ts'

/** One account at an identity provider, linked to exactly one user; one per provider per user. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: providerIds }).notNull(),
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

/**
 * A signed-in browser. The id is the HMAC of the cookie's token, so a leaked table opens nothing. It
 * ends at `expiresAt`, or sooner when unused for a week; `lastSeenAt` is written at most once an hour.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
)

/**
 * A sign-in that has left for the provider and not come back yet: its state (hashed) and PKCE
 * verifier, the browser that began it (the hash of the key in that browser's sign-in cookie), where
 * to return, and the user to link to when a signed-in user connects another provider. Deleted when
 * the provider answers, so a replayed callback finds nothing.
 */
export const oauthRequests = pgTable('oauth_requests', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  provider: text('provider', { enum: providerIds }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** OpenID providers only: the nonce their id_token must carry back (OpenID Connect Core 3.1.2.1). */
  nonce: text('nonce'),
  mode: text('mode', { enum: ['popup', 'window'] }).notNull(),
  next: text('next').notNull().default(''),
  linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
