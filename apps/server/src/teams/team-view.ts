import type { Team } from '@one/contract/auth'
import type { Person, TeamRow } from './team-store.ts'

/**
 * The team as spec section 3 shows it: the owner first among the members. Only the owner sees the
 * invite code (`viewerId`); a member, or anyone holding a link, never does.
 */
export function toTeam(row: TeamRow, owner: Person, members: Person[], viewerId?: string): Team {
  const people = [owner, ...members].map(({ id, name, picture }) => ({ id, name, picture }))
  return {
    id: row.id,
    name: row.name,
    owner: { id: owner.id, name: owner.name },
    members: people,
    ...(viewerId === row.ownerId ? { inviteCode: row.inviteCode } : {}),
  }
}
