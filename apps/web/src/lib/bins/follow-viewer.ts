import { useAuth } from '../../stores/auth-store.ts'
import { queryClient } from '../query-client.tsx'
import { binKeys } from './bin-keys.ts'

// A bin reads differently to each viewer (`mine`, someone's private bins, whose listing), so a
// sign-in, logout or change of user starts the cached bins over. The first verify of a visit only
// says who was there all along: the server answered by the same cookie.
useAuth.subscribe((state, previous) => {
  if (!previous.ready || state.user?.id === previous.user?.id) return
  void queryClient.resetQueries({ queryKey: binKeys.all })
})
