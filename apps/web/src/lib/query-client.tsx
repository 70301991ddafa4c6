import { HttpError } from '@one/contract/errors'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

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

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
