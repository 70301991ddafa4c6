import { isSubscriber } from '@one/contract/access'
import { config } from '../lib/runtime-config.ts'
import { useAuth } from './auth-store.ts'

/** Spec section 4: subscriber status, computed in one place; a component renders again only when it changes. */
export function useIsSubscriber(): boolean {
  return useAuth(({ user, access }) => isSubscriber({ apiBase: config.apiBase, user, access }))
}
