import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    picture: text('picture').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The synced settings (settings area), as the app sent them. */
    settings: jsonb('settings'),
    /** Counts the saves of `settings`: which of two told changes is the newer, whatever order they arrive in. */
    settingsRev: integer('settings_rev').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_created').on(t.createdAt)],
)
