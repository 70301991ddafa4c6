import { teamEndpoints } from '@one/contract/team'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { verify } from '../../../stores/auth-store.ts'
import { reportError } from '../../../stores/report-error.ts'
import { teamErrors } from '../team-errors.ts'

export function leaveTeam(teamId: string) {
  return http.call(teamEndpoints.leave, { body: { teamId } })
}

/** Leave, then a forced verify: the team and its access go (FACTS 6.3). */
export function useLeaveTeam() {
  return useMutation({
    mutationFn: async (teamId: string) => {
      await leaveTeam(teamId)
      await verify(true)
    },
    onError: (error) => reportError(error, teamErrors.leave),
  })
}
