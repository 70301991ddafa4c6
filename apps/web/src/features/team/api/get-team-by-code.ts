import { teamEndpoints } from '@one/contract/team'
import { http } from '../../../lib/http.ts'

/** The team an invite code invites to: name, owner and members, never its code. */
export async function getTeamByCode(inviteCode: string) {
  return (await http.call(teamEndpoints.byCode, { params: { inviteCode } })).team
}
