import type { User } from '@one/contract/auth'
import { eq } from 'drizzle-orm'
import type { Access } from '../access/access-rules.ts'
import type { Db } from '../db/database.ts'
import { identities } from '../db/schema/auth.ts'
import { users } from '../db/schema/users.ts'

export type UserRecord = {
  user: typeof users.$inferSelect
  identities: (typeof identities.$inferSelect)[]
}

export async function loadUserRecord(db: Db, userId: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return undefined
  return { user, identities: await db.select().from(identities).where(eq(identities.userId, userId)) }
}

/** The user as the app sees it (GET /auth/verify), with what their access says of them. */
export function toUser({ user, identities: linked }: UserRecord, access: Access): User {
  const first = linked.reduce<(typeof linked)[number] | undefined>(
    (a, b) => (!a || b.createdAt < a.createdAt ? b : a),
    undefined,
  )
  return {
    id: user.id,
    name: user.name,
    picture: user.picture,
    isAdmin: access.isAdmin,
    settings: (user.settings as Record<string, unknown> | null) ?? null,
    createdAt: user.createdAt.toISOString(),
    identities: linked.map((i) => ({
      id: i.id,
      provider: i.provider,
      userId: i.providerUserId,
      userHandle: i.handle,
      emails: i.emails,
      primary: i.id === first?.id,
    })),
    sponsorships: access.sponsorships,
    team: access.team,
  }
}
