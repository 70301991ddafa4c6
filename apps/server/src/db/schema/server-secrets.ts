import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * Secrets a server makes for itself when nobody set one, kept where every instance on the database
 * finds them (docs/decisions/0028-session-secret-in-database.md). One row per name; never rewritten.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})
