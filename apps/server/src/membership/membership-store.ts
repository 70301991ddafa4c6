import { desc, eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { stripeCustomers, stripeEvents, subscriptions } from '../db/schema/membership.ts'

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
export async function keepCustomer(db: Db, userId: string, customerId: string): Promise<string> {
  await db.insert(stripeCustomers).values({ userId, customerId }).onConflictDoNothing()
  return (await customerOf(db, userId))!
}

/** Writes Stripe's current word on a subscription over whatever was kept. */
export async function saveSubscription(db: Db, row: NewSubscriptionRow): Promise<void> {
  const { id, ...rest } = row
  await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.id, set: { ...rest, updatedAt: new Date() } })
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

/** True the first time an event id is seen; false for a delivery of one already applied. */
export async function firstDelivery(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning()
  return inserted.length === 1
}

export async function forgetDelivery(db: Db, id: string): Promise<void> {
  await db.delete(stripeEvents).where(eq(stripeEvents.id, id))
}
