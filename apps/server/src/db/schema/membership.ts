import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.ts'
import { users } from './users.ts'

/** The Stripe customer of a user: made at their first checkout, reused after, one each. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
})

/**
 * A subscription as Stripe last said it was. Stripe is the source of truth: every change is read back
 * from it whole, so a row is a copy that activation and webhooks overwrite, never a sum of events.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    priceId: text('price_id').notNull(),
    planType: text('plan_type', { enum: ['solo', 'team'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    amount: integer('amount').notNull(),
    startDate: integer('start_date').notNull(),
    currentPeriodStart: integer('current_period_start').notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
    /** When the subscription was canceled (Stripe's `canceled_at`, seconds), for the admin overview. */
    canceledAt: integer('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user').on(t.userId), index('subscriptions_status').on(t.status)],
)

/** Webhook events already applied: a delivery of one of these again changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
