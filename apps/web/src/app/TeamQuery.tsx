import { INVITE_PARAM, TEAM_PARAM } from '@one/contract/team-params'
import { lazy, Suspense, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { SESSION_ID } from '../features/subscription/checkout-return.ts'
import { useHydrated } from '../lib/use-hydrated.ts'
import { hasTeamAccess } from '../lib/user-facts.ts'
import { useAuth } from '../stores/auth-store.ts'

// The team dialog and the invite prompt are fetched only when their parameter is in the address.
const TeamDialog = lazy(() =>
  import('../features/team/TeamDialog.tsx').then((m) => ({ default: m.TeamDialog })),
)
const TeamInvite = lazy(() =>
  import('../features/team/TeamInvite.tsx').then((m) => ({ default: m.TeamInvite })),
)

const without = (name: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current)
  next.delete(name)
  return next
}

/**
 * Spec section 2: the `team` flag opens the team dialog for a user with team access (a checkout
 * that is still coming back, `session_id`, goes first); closing it, or having no team to show,
 * takes the flag away. `invite` starts the join prompt. Both render after hydration only: a
 * boundary that suspends where the prerendered HTML has none is a mismatch.
 */
export function TeamQuery() {
  const [params, setParams] = useSearchParams()
  const hydrated = useHydrated()
  const ready = useAuth((s) => s.ready)
  const access = useAuth((s) => hasTeamAccess(s.user, s.access))
  const asked = params.has(TEAM_PARAM) && !params.has(SESSION_ID)
  const orphan = asked && ready && !access
  useEffect(() => {
    if (orphan) setParams(without(TEAM_PARAM), { replace: true })
  }, [orphan, setParams])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      {asked && access && <TeamDialog open onClose={() => setParams(without(TEAM_PARAM))} />}
      {params.has(INVITE_PARAM) && <TeamInvite />}
    </Suspense>
  )
}
