import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/**
 * The team of a team plan's holder: made when their team subscription first grants, and kept when it
 * ends (it comes back with its members if they subscribe again). One per owner.
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** URL-safe random text; a regen replaces it, so the old link stops working at once. */
  inviteCode: text('invite_code').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * The members of teams other than their owners. A user is in one team at a time: the user id is the
 * key. The owner is not a row here; they count towards the cap all the same.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_team').on(t.teamId)],
)
