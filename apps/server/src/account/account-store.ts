import { and, asc, desc, eq, inArray, or } from 'drizzle-orm'
import { notExpired } from '../bins/bins-store.ts'
import type { Db } from '../db/database.ts'
import { activity } from '../db/schema/activity.ts'
import { apiKeys } from '../db/schema/api-keys.ts'
import { identities, sessions } from '../db/schema/auth.ts'
import { bins } from '../db/schema/bins.ts'
import { mcpOauthRecords } from '../db/schema/mcp-oauth.ts'
import { teamMembers, teams } from '../db/schema/teams.ts'
import { users } from '../db/schema/users.ts'

export async function userRow(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row
}

export function identitiesOf(db: Db, userId: string) {
  return db
    .select()
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.createdAt), asc(identities.id))
}

/** The user's bins but the expired ones, which are as gone as deleted ones until the job deletes them. */
export function binsOf(db: Db, userId: string) {
  return db
    .select()
    .from(bins)
    .where(and(eq(bins.ownerId, userId), notExpired))
    .orderBy(asc(bins.createdAt), asc(bins.id))
}

/** Newest first. */
export function activityOf(db: Db, userId: string) {
  return db
    .select({ type: activity.type, at: activity.at, data: activity.data })
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(desc(activity.id))
}

/** What deleting a user leaves others to hear of: the people of the teams it dissolved or left. */
export type Deleted = { teamPeople: string[] }

/**
 * Deletes the user and everything that is theirs, in the transaction `tx`. Most rows would go with the
 * user's row (foreign keys cascade); each is deleted by name anyway, so what deletion means is read
 * here and does not hang on a schema detail. A team the user owns is dissolved (its members keep
 * their accounts); a team they are a member of loses them.
 */
export async function deleteUser(tx: Db, userId: string): Promise<Deleted> {
  const [owned] = await tx.select().from(teams).where(eq(teams.ownerId, userId))
  const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId))
  const teamIds = [owned?.id, membership?.teamId].filter((id): id is string => id !== undefined)
  const people = teamIds.length
    ? await tx
        .select({ userId: teamMembers.userId, ownerId: teams.ownerId })
        .from(teams)
        .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(inArray(teams.id, teamIds))
    : []

  if (membership) await tx.delete(teamMembers).where(eq(teamMembers.userId, userId))
  if (owned) {
    await tx.delete(teamMembers).where(eq(teamMembers.teamId, owned.id))
    await tx.delete(teams).where(eq(teams.id, owned.id))
  }
  await tx.delete(bins).where(eq(bins.ownerId, userId))
  await tx.delete(apiKeys).where(eq(apiKeys.userId, userId))
  // A grant and everything issued under it (codes, tokens) go together, whoever a row names.
  const grants = tx
    .select({ grantId: mcpOauthRecords.grantId })
    .from(mcpOauthRecords)
    .where(and(eq(mcpOauthRecords.userId, userId), eq(mcpOauthRecords.model, 'Grant')))
  await tx
    .delete(mcpOauthRecords)
    .where(or(eq(mcpOauthRecords.userId, userId), inArray(mcpOauthRecords.grantId, grants)))
  await tx.delete(sessions).where(eq(sessions.userId, userId))
  await tx.delete(activity).where(eq(activity.userId, userId))
  await tx.delete(users).where(eq(users.id, userId))

  const teamPeople = new Set<string>()
  for (const row of people) {
    teamPeople.add(row.ownerId)
    if (row.userId) teamPeople.add(row.userId)
  }
  teamPeople.delete(userId)
  return { teamPeople: [...teamPeople] }
}
