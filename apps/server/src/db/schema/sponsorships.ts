import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * A user's sponsorship on GitHub Sponsors or their server subscription on Discord, as the remote last
 * said it was: one per user and platform, kept so that verify can serve it while the remote is away.
 */
export const sponsorships = pgTable(
  'sponsorships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: ['github', 'discord'] }).notNull(),
    tierName: text('tier_name').notNull(),
    /** In cents. */
    amount: integer('amount').notNull(),
    interval: text('interval', { enum: ['month', 'year', 'once'] }).notNull(),
    isActive: boolean('is_active').notNull(),
    /** When the sponsorship began, as the remote says. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
)
