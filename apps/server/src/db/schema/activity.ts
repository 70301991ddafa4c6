import { activityTypes } from '@one/contract/activity'
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * What a user did, newest last, for their dashboard's feed. A row is written in the transaction of the
 * change it records, so there is never an event for a change that rolled back, nor a change without
 * one. `data` holds what the type needs to be shown (a bin's id and title, a plan, a provider...);
 * never a full IP address. The id orders the feed and is its cursor.
 */
export const activity = pgTable(
  'activity',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: activityTypes }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_user_id').on(t.userId, t.id)],
)
