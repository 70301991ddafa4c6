import { queryClient } from '../../../lib/query-client.tsx'
import { useAuth } from '../../../stores/auth-store.ts'
import { membershipKeys } from './membership-keys.ts'

// Decision 6: a sign-out (or another user signing in) forgets the subscription and its invoices. The
// first verify of a visit only says who was there all along.
useAuth.subscribe((state, previous) => {
  if (!previous.ready || state.user?.id === previous.user?.id) return
  queryClient.removeQueries({ queryKey: membershipKeys.all })
})
