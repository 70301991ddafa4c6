import type { User } from '@one/contract/auth'
import { loadUserRecord, toUser } from '../auth/user-view.ts'
import type { Db } from '../db/database.ts'
import { subscriptionsOf } from '../membership/membership-store.ts'
import { sponsorRowsOf } from '../sponsorships/sponsor-store.ts'
import { visibleTeam } from '../teams/teams.ts'
import { accessOf } from './access-rules.ts'

/** A signed-in user as GET /auth/verify shows them: who they are and what they have access to. */
export type Account = {
  user: User
  access: string[]
  /** Which save of the user's settings `user.settings` holds (not sent: the cache orders told changes by it). */
  settingsRev: number
}

export async function loadAccount(
  db: Db,
  userId: string,
  admins: ReadonlySet<string>,
): Promise<Account | undefined> {
  const record = await loadUserRecord(db, userId)
  if (!record) return undefined
  const [subscriptions, team, sponsors] = await Promise.all([
    subscriptionsOf(db, userId),
    visibleTeam(db, userId),
    sponsorRowsOf(db, userId),
  ])
  const access = accessOf({
    team,
    sponsors,
    isAdmin: record.user.isAdmin,
    identities: record.identities,
    admins,
    subscriptions,
  })
  return { user: toUser(record, access), access: access.access, settingsRev: record.user.settingsRev }
}
