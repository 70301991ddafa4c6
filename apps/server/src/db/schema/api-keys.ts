import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * A user's personal API key (spec section 3): one per user. Only its SHA-256 is kept, and its masked
 * form for the token table; a regenerate replaces both, so the old key stops working at once.
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Hex SHA-256 of the whole key. */
  keyHash: text('key_hash').notNull().unique(),
  /** The first 6 and last 6 characters with dots between (FACTS section 8). */
  masked: text('masked').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** At most once in 10 minutes per key (spec section 9). */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
})
