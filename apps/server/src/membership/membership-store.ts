import { desc, eq } from 'drizzle-orm'
import { recordActivity } from '../activity/record-activity.ts'
import type { Db } from '../db/database.ts'
import { stripeCustomers, stripeEvents, subscriptions } from '../db/schema/membership.ts'
import { users } from '../db/schema/users.ts'
import { subscriptionEvents } from './subscription-activity.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type NewSubscriptionRow = Omit<SubscriptionRow, 'createdAt' | 'updatedAt'>

export async function customerOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId))
  return row?.customerId
}

export async function userOfCustomer(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId))
  return row?.userId
}

/** Keeps the user's first customer: two checkouts racing both end up billing the same one. */
async function keepCustomer(db: Db, userId: string, customerId: string): Promise<string> {
  await db.insert(stripeCustomers).values({ userId, customerId }).onConflictDoNothing()
  return (await customerOf(db, userId))!
}

/**
 * Writes Stripe's current word on a subscription over whatever was kept, links its customer, and
 * writes what changed to the holder's feed. Call it in a transaction: the holder's row is locked so
 * two writes of one subscription (an activation and its webhook) compare one after the other.
 */
export async function keepSubscription(db: Db, row: NewSubscriptionRow): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update')
  const before = await subscriptionById(db, row.id)
  await keepCustomer(db, row.userId, row.customerId)
  const { id, ...rest } = row
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.id, set: { ...rest, updatedAt: new Date() } })
  for (const event of subscriptionEvents(before, row)) {
    await recordActivity(db, row.userId, event.type, event.data)
  }
}

/** The id when it is one of our users': metadata and hints come from outside and may name no one. */
export async function knownUser(db: Db, id: string | undefined): Promise<string | undefined> {
  if (!id || !UUID.test(id)) return undefined
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id))
  return row?.id
}

export async function subscriptionById(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id))
  return row
}

/** Newest first. */
export async function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startDate))
}

/**
 * Records a webhook event as processed: true the first time, false when it was already. Called in the
 * transaction that writes the event's change, so it is recorded with its change or not at all; a
 * concurrent delivery of the same event waits on the row and then finds it.
 */
export async function recordEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning()
  return inserted.length === 1
}
