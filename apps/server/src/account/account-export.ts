import type { AccountExport } from '@one/contract/account'
import { AppError } from '../app-error.ts'
import type { Db } from '../db/database.ts'
import { subscriptionsOf } from '../membership/membership-store.ts'
import { teamReadById, teamsOfUser } from '../teams/team-store.ts'
import { activityOf, binsOf, identitiesOf, userRow } from './account-store.ts'

const iso = (date: Date) => date.toISOString()
const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString()

/** Everything the site keeps about one user, read for them alone: every query names their id. */
export async function accountExportOf(db: Db, userId: string, now = new Date()): Promise<AccountExport> {
  const user = await userRow(db, userId)
  if (!user) throw new AppError('not_found', 'This account no longer exists.')
  const [linked, ownBins, ownTeams, subscriptions, events] = await Promise.all([
    identitiesOf(db, userId),
    binsOf(db, userId),
    teamsOfUser(db, userId),
    subscriptionsOf(db, userId),
    activityOf(db, userId),
  ])
  const teams = await Promise.all(
    ownTeams.map(async (team) =>
      team.ownerId === userId
        ? {
            name: team.name,
            role: 'owner' as const,
            members: ((await teamReadById(db, team.id))?.members ?? []).map((member) => member.name),
          }
        : { name: team.name, role: 'member' as const },
    ),
  )
  return {
    exportedAt: iso(now),
    user: { id: user.id, name: user.name, picture: user.picture, createdAt: iso(user.createdAt) },
    identities: linked.map((identity) => ({
      provider: identity.provider,
      handle: identity.handle,
      emails: identity.emails,
      linkedAt: iso(identity.createdAt),
    })),
    settings: (user.settings as Record<string, unknown> | null) ?? null,
    bins: ownBins.map((bin) => ({
      id: bin.id,
      title: bin.title,
      content: bin.content,
      language: bin.language,
      visibility: bin.visibility,
      favorite: bin.favorite,
      pinned: bin.pinned,
      createdAt: iso(bin.createdAt),
      updatedAt: iso(bin.updatedAt),
    })),
    teams,
    subscriptions: subscriptions.map((row) => ({
      plan: row.planType,
      interval: row.interval,
      status: row.status,
      currentPeriodEnd: isoOfSeconds(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    })),
    activity: events.map((event) => ({ type: event.type, at: iso(event.at), data: event.data })),
  }
}
