// Teams (docs/decisions/0012): the team of a team plan's holder, invite codes, joining, leaving and removal.
// Every rule is checked here; access/ turns a team that grants into `one/team` for its people.
import type { Team } from '@one/contract/auth'
import { TEAM_MAX_MEMBERS } from '@one/contract/team'
import { recordActivity } from '../activity/record-activity.ts'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { subscriptionsOf } from '../membership/membership-store.ts'
import { newInviteCode, teamGrants, teamNameFor } from './team-rules.ts'
import {
  addMember,
  createTeam,
  dropMembership,
  memberTeamOf,
  type Person,
  peopleOf,
  person,
  removeMember,
  setInviteCode,
  type TeamRead,
  type TeamRow,
  teamById,
  teamOfOwner,
  teamReadByCode,
  teamReadById,
  teamsOfUser,
} from './team-store.ts'
import { toTeam } from './team-view.ts'

/** What the feed keeps of a team: its name as it was then. */
const teamOf = (team: TeamRow) => ({ teamId: team.id, teamName: team.name })

const noSuchTeam = () =>
  new AppError('not_found', 'There is no team with this invite link. Ask its owner for a new one.')

const grants = async (db: Db, team: TeamRow) => teamGrants(await subscriptionsOf(db, team.ownerId))

/** A team whose owner's row is gone still shows, with the owner nameless. */
const ownerOf = (team: TeamRow, owner: Person | null | undefined): Person =>
  owner ?? { id: team.ownerId, name: '', picture: '' }

async function view(db: Db, team: TeamRow, viewerId?: string): Promise<Team> {
  // A team removed meanwhile (its owner's account deleted) shows as it was, without members.
  const read = await teamReadById(db, team.id)
  return toTeam(read?.team ?? team, ownerOf(team, read?.owner), read?.members ?? [], viewerId)
}

/**
 * The team a user's verify shows: the one they own while its plan grants, else the one they are a
 * member of while its owner's plan grants. A team whose owner's plan ended is shown to nobody.
 */
export async function visibleTeam(db: Db, userId: string): Promise<Team | null> {
  for (const team of await teamsOfUser(db, userId)) {
    if (await grants(db, team)) return view(db, team, userId)
  }
  return null
}

export function createTeams({ db, changes }: { db: Db; changes: Changes }) {
  /** Everyone who sees `team` in their verify sees it anew. */
  async function told(...teams: (TeamRow | undefined)[]) {
    const people = new Set<string>()
    for (const team of teams) if (team) for (const id of await peopleOf(db, team)) people.add(id)
    await Promise.all([...people].map((userId) => changes.publish({ kind: 'user', userId })))
  }

  async function ownedTeam(userId: string, doing: string): Promise<TeamRow> {
    const team = await teamOfOwner(db, userId)
    if (!team) throw new AppError('forbidden', `Only the owner of a team can ${doing}.`)
    if (!(await grants(db, team))) {
      throw new AppError('conflict', `Your team plan has ended: subscribe to it again to ${doing}.`)
    }
    return team
  }

  /**
   * The team an invite link names while its owner's plan grants. An ended team is kept for its
   * owner's return but is nobody's to see or join: an old link reads as an unknown one.
   */
  async function liveTeamByCode(inviteCode: string): Promise<TeamRead> {
    const read = await teamReadByCode(db, inviteCode)
    if (!read || !teamGrants(read.ownerPlans)) throw noSuchTeam()
    return read
  }

  return {
    /**
     * After a user's subscription changed: a team plan that grants gets its team (its owner leaving
     * any team they were a member of: one team at a time), and everyone in the team sees the change.
     */
    async subscriptionChanged(userId: string): Promise<void> {
      let team = await teamOfOwner(db, userId)
      if (!team && teamGrants(await subscriptionsOf(db, userId))) {
        const owner = await person(db, userId)
        if (!owner) return
        team = await createTeam(db, {
          ownerId: userId,
          name: teamNameFor(owner.name),
          inviteCode: newInviteCode(),
        })
      }
      if (!team) return
      if (await grants(db, team)) {
        const left = await db.transaction(async (tx) => {
          const teamId = await dropMembership(tx, userId)
          const other = teamId ? await teamById(tx, teamId) : undefined
          if (other) await recordActivity(tx, userId, 'team.left', teamOf(other))
          return other
        })
        if (left) await told(left)
      }
      await told(team)
    },

    /** Spec section 5: a member of someone else's team does not buy a team plan of their own. */
    async inAnotherTeam(userId: string): Promise<boolean> {
      const team = await memberTeamOf(db, userId)
      return team !== undefined && (await grants(db, team))
    },

    async byCode(inviteCode: string): Promise<Team> {
      const { team, owner, members } = await liveTeamByCode(inviteCode)
      return toTeam(team, ownerOf(team, owner), members)
    },

    async join(userId: string, inviteCode: string): Promise<Team> {
      const { team } = await liveTeamByCode(inviteCode)
      if (team.ownerId === userId) return view(db, team, userId)
      const owned = await teamOfOwner(db, userId)
      if (owned && (await grants(db, owned))) {
        throw new AppError('conflict', 'You own a team: you cannot be a member of another one.')
      }
      const previous = await memberTeamOf(db, userId)
      const replaceable = previous && !(await grants(db, previous)) ? previous.id : undefined
      const outcome = await addMember(db, {
        teamId: team.id,
        userId,
        maxMembers: TEAM_MAX_MEMBERS - 1,
        replaceable,
      })
      switch (outcome) {
        case 'full':
          throw new AppError('conflict', `This team is full: it already has ${TEAM_MAX_MEMBERS} members.`)
        case 'in-another-team':
          throw new AppError('conflict', 'You are already in another team. Leave it first to join this one.')
        case 'no-team':
          throw noSuchTeam()
        case 'joined':
          await told(team, replaceable ? previous : undefined)
          await changes.publish({ kind: 'user', userId })
      }
      return view(db, team, userId)
    },

    async leave(userId: string, teamId: string): Promise<void> {
      const team = await teamById(db, teamId)
      if (!team) throw new AppError('not_found', 'There is no such team.')
      if (team.ownerId === userId) {
        throw new AppError(
          'conflict',
          'The owner cannot leave their own team. To end it, cancel the team plan.',
        )
      }
      const left = await db.transaction(async (tx) => {
        if (!(await removeMember(tx, team.id, userId))) return false
        await recordActivity(tx, userId, 'team.left', teamOf(team))
        return true
      })
      if (!left) throw new AppError('not_found', 'You are not a member of this team.')
      await told(team)
      await changes.publish({ kind: 'user', userId })
    },

    async remove(ownerId: string, userId: string): Promise<Team> {
      const team = await ownedTeam(ownerId, 'remove its members')
      if (userId === ownerId)
        throw new AppError('conflict', 'The owner cannot be removed from their own team.')
      const removed = await db.transaction(async (tx) => {
        if (!(await removeMember(tx, team.id, userId))) return false
        const member = await person(tx, userId)
        await recordActivity(tx, ownerId, 'team.member_removed', {
          ...teamOf(team),
          memberName: member?.name ?? '',
        })
        await recordActivity(tx, userId, 'team.member_removed', { ...teamOf(team), memberName: null })
        return true
      })
      if (!removed) throw new AppError('not_found', 'This person is not a member of your team.')
      await told(team)
      await changes.publish({ kind: 'user', userId })
      return view(db, team, ownerId)
    },

    async regen(ownerId: string): Promise<Team> {
      const owned = await ownedTeam(ownerId, 'reset its invite link')
      const team = await db.transaction(async (tx) => {
        const reset = await setInviteCode(tx, owned.id, newInviteCode())
        await recordActivity(tx, ownerId, 'team.invite_reset', teamOf(reset))
        return reset
      })
      await changes.publish({ kind: 'user', userId: ownerId })
      return view(db, team, ownerId)
    },
  }
}

export type Teams = ReturnType<typeof createTeams>
