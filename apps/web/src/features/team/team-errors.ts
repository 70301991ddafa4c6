/** Spec section 8: what a failed team call says when the server sent no message. */
export const teamErrors = {
  remove: 'Error removing user from team',
  leave: 'Error leaving team',
  join: 'Error joining team',
  regen: 'Error resetting the invite link',
  /** An address that cannot hold an invite code is never sent. */
  badInvite: 'This invite link is not valid. Ask the team owner for a new one.',
} as const
