// Apart from team.ts, so the app's first screen reads these names without the team's schemas.

/** The `?invite=` parameter of an invitation link (spec section 2). */
export const INVITE_PARAM = 'invite'

/** The `team` flag that opens the team dialog (spec section 2); a team checkout comes back with it. */
export const TEAM_PARAM = 'team'
