import { useAuth } from '../stores/auth-store.ts'
import { binKeys } from './bins/bin-keys.ts'
import { queryClient as client } from './query-client.tsx'

/**
 * A query's `meta` for an answer that is the same whoever asks (an MCP client's sign-in request): a
 * change of user keeps it. Every other query is the user's.
 */
export const sameForEveryone = { sameForEveryone: true } as const

/**
 * The one place a sign-out, or another user signing in, resets what the app holds of the user
 * (FACTS decision 6; docs/decisions/0041-one-format-module.md): every query of theirs is forgotten,
 * so nothing reads as theirs to the next one. Bins are started over rather than dropped: a bin on
 * screen reads differently to each viewer (`mine`, private bins, whose listing) and is refetched
 * for the new one. The first verify of a visit only says who was there all along (the server
 * answered by the same cookie), so it forgets nothing.
 */
useAuth.subscribe((state, previous) => {
  if (!previous.ready || state.user?.id === previous.user?.id) return
  const bins = binKeys.all[0]
  client.removeQueries({
    predicate: (query) => query.queryKey[0] !== bins && query.meta?.sameForEveryone !== true,
  })
  void client.resetQueries({ queryKey: binKeys.all })
})
