import { HttpError } from '@one/contract/errors'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useAuth } from '../stores/auth-store.ts'
import { binKeys } from './bins/bin-keys.ts'

// Imported only by lazy chunks: TanStack Query stays off the first screen (decision 4).

/** A refusal (4xx) will not change on a retry; a network failure or a 5xx may. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status < 500) return false
  return failures < 2
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})

/**
 * A query's `meta` for an answer that is the same whoever asks (an MCP client's sign-in request): a
 * change of user keeps it. Every other query is the user's.
 */
export const sameForEveryone = { sameForEveryone: true } as const

/**
 * The one place a sign-out, or another user signing in, resets what the app holds of the user
 * (FACTS decision 6; docs/decisions/0041-one-format-module.md), attached with the client itself: every
 * query of theirs is forgotten, so nothing reads as theirs to the next one. Bins are started over
 * rather than dropped: a bin on screen reads differently to each viewer (`mine`, private bins, whose
 * listing) and is refetched for the new one. The first verify of a visit only says who was there all
 * along (the server answered by the same cookie), so it forgets nothing.
 */
useAuth.subscribe((state, previous) => {
  if (!previous.ready || state.user?.id === previous.user?.id) return
  const bins = binKeys.all[0]
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== bins && query.meta?.sameForEveryone !== true,
  })
  void queryClient.resetQueries({ queryKey: binKeys.all })
})

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
