import { teamEndpoints } from '@one/contract/team'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { teamErrors } from '../team-errors.ts'
import { applyTeam } from './apply-team.ts'

export function removeMember(userId: string) {
  return http.call(teamEndpoints.remove, { body: { userId } })
}

/** The owner revokes a member; the team the server answers with replaces the shown one. */
export function useRemoveMember() {
  return useMutation({
    mutationFn: removeMember,
    onSuccess: ({ team }) => applyTeam(team),
    onError: (error) => reportError(error, teamErrors.remove),
  })
}
