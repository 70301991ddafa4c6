import { teamEndpoints } from '@one/contract/team'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { teamErrors } from '../team-errors.ts'
import { applyTeam } from './apply-team.ts'

export function regenInvite() {
  return http.call(teamEndpoints.regen)
}

/** A new invite code; the old link stops working at once. */
export function useRegenInvite() {
  return useMutation({
    mutationFn: regenInvite,
    onSuccess: ({ team }) => applyTeam(team),
    onError: (error) => reportError(error, teamErrors.regen),
  })
}
