import { teamEndpoints } from '@one/contract/team'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { verify } from '../../../stores/auth-store.ts'

export function joinTeam(inviteCode: string) {
  return http.call(teamEndpoints.join, { body: { inviteCode } })
}

/** Join, then a forced verify so the team and its access show (FACTS 6.3); pending until both are done. */
export function useJoinTeam() {
  return useMutation({
    mutationFn: async (inviteCode: string) => {
      const { team } = await joinTeam(inviteCode)
      await verify(true)
      return team
    },
  })
}
