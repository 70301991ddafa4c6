import { z } from 'zod/mini'
import { team } from './auth.ts'
import { endpoints } from './endpoint.ts'

/** Spec sections 6 and 9: a team holds at most this many people, its owner included. */
export const TEAM_MAX_MEMBERS = 25

/** Invite codes are URL-safe base64 of random bytes; anything else cannot be one. */
export const inviteCode = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be an invite code (16 to 64 letters, digits, - or _)'))

const uuid = (what: string) =>
  z
    .string()
    .check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `must be ${what} (a UUID)`),
    )

export const teamAnswer = z.object({ team })
export type TeamAnswer = z.infer<typeof teamAnswer>

export const teamEndpoints = endpoints('team', {
  byCode: {
    method: 'GET',
    path: '/one/team/:inviteCode',
    summary: 'The team an invite code invites to: its name, owner and members',
    params: z.object({ inviteCode }),
    response: teamAnswer,
  },
  join: {
    method: 'POST',
    path: '/one/team/join',
    summary: "Join the team of an invite code (joining one's own team again changes nothing)",
    body: z.object({ inviteCode }),
    response: teamAnswer,
  },
  leave: {
    method: 'POST',
    path: '/one/team/leave',
    summary: 'Leave a team you are a member of (its owner cannot)',
    body: z.object({ teamId: uuid('a team id') }),
    status: 204,
  },
  remove: {
    method: 'POST',
    path: '/one/team/remove',
    summary: "Remove a member from your team (the team's owner only)",
    body: z.object({ userId: uuid('a user id') }),
    response: teamAnswer,
  },
  regen: {
    method: 'POST',
    path: '/one/team/regen',
    summary: "A new invite code for your team; the old one stops working at once (the team's owner only)",
    response: teamAnswer,
  },
})
