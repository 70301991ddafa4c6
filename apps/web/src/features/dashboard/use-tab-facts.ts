import { hasTeamAccess } from '../../lib/user-facts.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import type { TabFacts } from './dashboard-tabs.ts'

/** What decides which tabs the signed-in user has. */
export function useTabFacts(): TabFacts {
  const team = useAuth((s) => hasTeamAccess(s.user, s.access))
  const subscriber = useIsSubscriber()
  return { team, subscriber }
}
