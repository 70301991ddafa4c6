import { INVITE_PARAM, TEAM_PARAM } from '@one/contract/team-params'
import { lazy, Suspense, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { hasTeamAccess } from '../../lib/user-facts.ts'
import { useAuth } from '../../stores/auth-store.ts'

// The dialog and the prompt are chunks of their own: an invitation does not fetch the dialog.
const TeamDialog = lazy(() => import('./TeamDialog.tsx').then((m) => ({ default: m.TeamDialog })))
const TeamInvite = lazy(() => import('./TeamInvite.tsx').then((m) => ({ default: m.TeamInvite })))

const without = (name: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current)
  next.delete(name)
  return next
}

/**
 * Spec section 2: the `team` flag opens the team dialog for a user with team access (a checkout still
 * coming back goes first); closing it, or having no team to show, takes the flag away. `invite`
 * starts the join prompt.
 */
export function TeamParams({ checkoutPending }: { checkoutPending: boolean }) {
  const [params, setParams] = useSearchParams()
  const ready = useAuth((s) => s.ready)
  const access = useAuth((s) => hasTeamAccess(s.user, s.access))
  const asked = params.has(TEAM_PARAM) && !checkoutPending
  const orphan = asked && ready && !access
  useEffect(() => {
    if (orphan) setParams(without(TEAM_PARAM), { replace: true })
  }, [orphan, setParams])
  return (
    <Suspense fallback={null}>
      {asked && access && <TeamDialog open onClose={() => setParams(without(TEAM_PARAM))} />}
      {params.has(INVITE_PARAM) && <TeamInvite />}
    </Suspense>
  )
}
