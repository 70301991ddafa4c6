import { INVITE_PARAM, TEAM_PARAM } from '@one/contract/team-params'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { AfterHydration } from '../components/AfterHydration.tsx'
import { SESSION_ID } from '../features/subscription/checkout-return.ts'

// The team's code is fetched only when the address holds `team` or `invite`.
const TeamParams = lazy(() =>
  import('../features/team/TeamParams.tsx').then((m) => ({ default: m.TeamParams })),
)

/**
 * The team flag and the invite parameter (spec section 2), handled after hydration only: a boundary
 * that suspends where the prerendered HTML has none is a mismatch.
 */
export function TeamQuery() {
  const [params] = useSearchParams()
  return params.has(TEAM_PARAM) || params.has(INVITE_PARAM) ? (
    <AfterHydration>
      <Suspense fallback={null}>
        <TeamParams checkoutPending={params.has(SESSION_ID)} />
      </Suspense>
    </AfterHydration>
  ) : null
}
