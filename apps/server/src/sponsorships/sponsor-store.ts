import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { sponsorships } from '../db/schema/sponsorships.ts'
import type { FoundSponsorship } from '../integrations/github-sponsors.ts'

export type SponsorPlatform = 'github' | 'discord'
export type SponsorRow = typeof sponsorships.$inferSelect

export async function sponsorRowsOf(db: Db, userId: string): Promise<SponsorRow[]> {
  return db.select().from(sponsorships).where(eq(sponsorships.userId, userId))
}

const same = (row: SponsorRow | undefined, found: FoundSponsorship | null) =>
  row === undefined
    ? found === null
    : found !== null &&
      row.tierName === found.tierName &&
      row.amount === found.amount &&
      row.interval === found.interval &&
      row.isActive === found.isActive &&
      row.startedAt.getTime() === found.startedAt.getTime()

/** Keeps what the remote said now (null: no sponsorship); true when that differs from what was kept. */
export async function saveSponsor(
  db: Db,
  userId: string,
  platform: SponsorPlatform,
  found: FoundSponsorship | null,
): Promise<boolean> {
  const where = and(eq(sponsorships.userId, userId), eq(sponsorships.platform, platform))
  const [kept] = await db.select().from(sponsorships).where(where)
  if (same(kept, found)) {
    if (kept) await db.update(sponsorships).set({ checkedAt: new Date() }).where(where)
    return false
  }
  if (!found) {
    await db.delete(sponsorships).where(where)
    return true
  }
  const values = { ...found, checkedAt: new Date() }
  await db
    .insert(sponsorships)
    .values({ userId, platform, ...values })
    .onConflictDoUpdate({ target: [sponsorships.userId, sponsorships.platform], set: values })
  return true
}
