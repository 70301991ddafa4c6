import { queryClient } from '../../../../lib/query-client.tsx'
import { useAuth } from '../../../../stores/auth-store.ts'
import { activityKeys } from './activity-keys.ts'

// Decision 6: a sign-out (or another user signing in) forgets the cached feed.
useAuth.subscribe((state, previous) => {
  if (!previous.ready || state.user?.id === previous.user?.id) return
  queryClient.removeQueries({ queryKey: activityKeys.all })
})
