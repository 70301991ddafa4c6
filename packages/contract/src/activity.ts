/** The kinds of event a user's activity feed holds (issue 25). */
export const activityTypes = [
  'bin.created',
  'bin.updated',
  'bin.deleted',
  'subscription.activated',
  'subscription.changed',
  'subscription.canceled',
  'subscription.renewed',
  'team.joined',
  'team.left',
  'team.member_removed',
  'team.invite_reset',
  'api_key.generated',
  'mcp_client.connected',
  'mcp_client.revoked',
  'identity.linked',
  'identity.unlinked',
  'session.signed_in',
  'session.signed_out_everywhere',
] as const

export type ActivityType = (typeof activityTypes)[number]
