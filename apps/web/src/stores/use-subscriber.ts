import { isSubscriber } from '@one/contract/access'
import { config } from '../lib/runtime-config.ts'
import { useAuth } from './auth-store.ts'

/** Spec section 4: subscriber status, computed in one place. */
export function useIsSubscriber(): boolean {
  const user = useAuth((s) => s.user)
  const access = useAuth((s) => s.access)
  return isSubscriber({ apiBase: config.apiBase, user, access })
}
