import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { recordActivity } from '../activity/record-activity.ts'
import type { Db } from '../db/database.ts'
import { subscriptions } from '../db/schema/membership.ts'
import { teamMembers, teams } from '../db/schema/teams.ts'
import { users } from '../db/schema/users.ts'
import type { Plan } from './team-rules.ts'

export type TeamRow = typeof teams.$inferSelect
export type Person = { id: string; name: string; picture: string }

export async function teamById(db: Db, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id))
  return row
}

export type TeamRead = {
  team: TeamRow
  /** Missing only if the owner's row is gone while the team's is not. */
  owner: Person | null
  /** The members other than the owner, first joined first. */
  members: Person[]
  ownerPlans: Plan[]
}

/**
 * A team as it is shown, in one statement: the team, its owner, its members and the owner's plans, from
 * which team-rules decides whether it still grants. An invite link is read on every visit to its page
 * and a team on every verify of its people, so each costs the database one round trip, not four.
 */
async function teamRead(db: Db, which: SQL): Promise<TeamRead | undefined> {
  const [row] = await db
    .select({
      team: teams,
      owner: { id: users.id, name: users.name, picture: users.picture },
      members: sql<Person[]>`coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name, 'picture', u.picture)
          order by m.joined_at, u.id)
        from ${teamMembers} m join ${users} u on u.id = m.user_id
        where m.team_id = ${teams.id}), '[]'::json)`,
      ownerPlans: sql<Plan[]>`coalesce((
        select json_agg(json_build_object('status', s.status, 'planType', s.plan_type))
        from ${subscriptions} s where s.user_id = ${teams.ownerId}), '[]'::json)`,
    })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.ownerId))
    .where(which)
  return row
}

export const teamReadByCode = (db: Db, inviteCode: string) => teamRead(db, eq(teams.inviteCode, inviteCode))
export const teamReadById = (db: Db, id: string) => teamRead(db, eq(teams.id, id))

export async function teamOfOwner(db: Db, ownerId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.ownerId, ownerId))
  return row
}

/** The team the user is a member of (not the one they own), if any. */
export async function memberTeamOf(db: Db, userId: string): Promise<TeamRow | undefined> {
  const [row] = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
  return row?.team
}

/** The team the user owns and the one they are a member of, in one query: owned first. */
export async function teamsOfUser(db: Db, userId: string): Promise<TeamRow[]> {
  const rows = await db
    .select()
    .from(teams)
    .where(
      or(
        eq(teams.ownerId, userId),
        inArray(
          teams.id,
          db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId)),
        ),
      ),
    )
  return rows.sort((a, b) => Number(b.ownerId === userId) - Number(a.ownerId === userId))
}

export async function person(db: Db, userId: string): Promise<Person | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, picture: users.picture })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** Everyone whose verify shows the team: its owner and members. */
export async function peopleOf(db: Db, team: TeamRow): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, team.id))
  return [team.ownerId, ...rows.map((row) => row.userId)]
}

/** Makes the owner's team unless they have one; gives theirs either way. */
export async function createTeam(
  db: Db,
  values: { ownerId: string; name: string; inviteCode: string },
): Promise<TeamRow> {
  await db.insert(teams).values(values).onConflictDoNothing({ target: teams.ownerId })
  return (await teamOfOwner(db, values.ownerId))!
}

export async function setInviteCode(db: Db, teamId: string, inviteCode: string): Promise<TeamRow> {
  const [row] = await db
    .update(teams)
    .set({ inviteCode, updatedAt: new Date() })
    .where(eq(teams.id, teamId))
    .returning()
  return row!
}

/** Takes the user out of whatever team they are a member of; gives that team's id. */
export async function dropMembership(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.userId, userId)).returning()
  return row?.teamId
}

/** Takes the user out of this team; false when they were not in it. */
export async function removeMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning()
  return removed.length > 0
}

export type JoinOutcome = 'joined' | 'already' | 'full' | 'in-another-team' | 'no-team'

/**
 * Adds a member unless the team already holds `maxMembers` of them. The team's row is locked for the
 * count and the insert, so joins to one team happen one after another and never pass the cap (on
 * PostgreSQL, where transactions run side by side, as on PGlite, where they run in turn). A member
 * of `replaceable` (a team that no longer grants anything) moves; any other team keeps them.
 */
export async function addMember(
  db: Db,
  {
    teamId,
    userId,
    maxMembers,
    replaceable,
  }: {
    teamId: string
    userId: string
    maxMembers: number
    replaceable: string | undefined
  },
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for('update')
    if (!locked) return 'no-team'
    const joined = async () => {
      await recordActivity(tx, userId, 'team.joined', { teamId, teamName: locked.name })
      return 'joined' as const
    }
    const [current] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId))
    if (current?.teamId === teamId) return 'already'
    if (current && current.teamId !== replaceable) return 'in-another-team'
    const [held] = await tx.select({ value: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId))
    if ((held?.value ?? 0) >= maxMembers) return 'full'
    if (current) {
      await tx.update(teamMembers).set({ teamId, joinedAt: new Date() }).where(eq(teamMembers.userId, userId))
      return joined()
    }
    const inserted = await tx.insert(teamMembers).values({ userId, teamId }).onConflictDoNothing().returning()
    // Another join of the same user won the race to another team.
    return inserted.length === 1 ? joined() : 'in-another-team'
  })
}
