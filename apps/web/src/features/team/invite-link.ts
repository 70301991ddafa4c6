import { INVITE_PARAM } from '@one/contract/team-params'

/** Decision 9: the invite link points at this site, whatever its address. */
export function inviteLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}/?${new URLSearchParams({ [INVITE_PARAM]: inviteCode })}`
}

/** The owner card's subtitle, word for word (FACTS 10.5). */
export function memberCount(n: number): string {
  return `Team - ${n} member(s)`
}
