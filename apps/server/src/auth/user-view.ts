import type { User, VerifyResponse } from '@one/contract/auth'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { identities, users } from '../db/schema.ts'

/** The user as the app sees it (GET /auth/verify), with what they have access to. */
export async function loadUserView(db: Db, userId: string, admins: Set<string>): Promise<VerifyResponse> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) return { user: null, access: [] }
  const linked = await db.select().from(identities).where(eq(identities.userId, userId))
  const isAdmin = row.isAdmin || linked.some((i) => admins.has(`${i.provider}:${i.handle.toLowerCase()}`))
  const first = linked.reduce<(typeof linked)[number] | undefined>(
    (a, b) => (!a || b.createdAt < a.createdAt ? b : a),
    undefined,
  )
  const user: User = {
    id: row.id,
    name: row.name,
    picture: row.picture,
    isAdmin,
    settings: (row.settings as Record<string, unknown> | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    identities: linked.map((i) => ({
      id: i.id,
      provider: i.provider,
      userId: i.providerUserId,
      userHandle: i.handle,
      emails: i.emails,
      primary: i.id === first?.id,
    })),
    sponsorships: [],
    team: null,
  }
  return { user, access: [] }
}
