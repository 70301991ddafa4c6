import type { Team } from '@one/contract/auth'
import { inviteCode as inviteCodeSchema } from '@one/contract/team'
import { INVITE_PARAM } from '@one/contract/team-params'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { QueryProvider } from '../../lib/query-client.tsx'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { openLoginDialog } from '../../stores/login-dialog-store.ts'
import { reportError } from '../../stores/report-error.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'
import { getTeamByCode } from './api/get-team-by-code.ts'
import { useJoinTeam } from './api/join-team.ts'
import { InvitePrompt } from './InvitePrompt.tsx'
import { teamErrors } from './team-errors.ts'

/** `?invite={code}` (spec sections 2 and 4), on any page; its code is fetched only when one is there. */
export function TeamInvite() {
  return (
    <QueryProvider>
      <InviteFlow />
    </QueryProvider>
  )
}

type SetParams = ReturnType<typeof useSearchParams>[1]

function dropInvite(setParams: SetParams) {
  setParams(
    (now) => {
      const next = new URLSearchParams(now)
      next.delete(INVITE_PARAM)
      return next
    },
    { replace: true },
  )
}

/**
 * A guest is asked to sign in first. Then the team of the code is fetched and the prompt shown;
 * Accept joins and verifies again. Accepting, cancelling or a failure takes `invite` out of the
 * address (replacing the entry, so Back does not invite again).
 */
function InviteFlow() {
  const [params, setParams] = useSearchParams()
  const code = params.get(INVITE_PARAM)
  const ready = useAuth((s) => s.ready)
  const userId = useAuth((s) => s.user?.id)
  const [invited, setInvited] = useState<{ code: string; team: Team } | null>(null)
  const join = useJoinTeam()
  const send = useSingleFlight(join)
  // The address may change while the server answers: the latest setter knows it.
  const latestSetParams = useRef(setParams)
  useEffect(() => {
    latestSetParams.current = setParams
  })
  const clear = () => dropInvite(latestSetParams.current)

  useEffect(() => {
    if (code === null || !ready) return
    if (!userId) return openLoginDialog()
    // An address anyone can type: what cannot be an invite code is not sent at all.
    if (!inviteCodeSchema.safeParse(code).success) {
      dropInvite(latestSetParams.current)
      return reportError(undefined, teamErrors.badInvite)
    }
    let current = true
    getTeamByCode(code).then(
      (team) => {
        if (current) setInvited({ code, team })
      },
      (error: unknown) => {
        if (!current) return
        dropInvite(latestSetParams.current)
        reportError(error, teamErrors.badInvite)
      },
    )
    return () => {
      current = false
    }
  }, [code, ready, userId])

  const shown = invited && invited.code === code && userId ? invited.team : null
  const accept = () => {
    if (!invited) return
    send(invited.code, {
      onSuccess: (team) => useSnackbars.getState().push(`You joined ${team.name}.`, 'success'),
      onError: (error) => reportError(error, teamErrors.join),
      onSettled: () => {
        setInvited(null)
        clear()
      },
    })
  }
  const cancel = () => {
    setInvited(null)
    clear()
  }
  return <InvitePrompt team={shown} joining={join.isPending} onAccept={accept} onCancel={cancel} />
}
