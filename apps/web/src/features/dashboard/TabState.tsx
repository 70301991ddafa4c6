import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { RetryAlert } from '../../components/RetryAlert.tsx'

/** Grey rows in the shape of a list, while a tab's data arrives. */
export function TabSkeleton({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Stack spacing={1.5} role="progressbar" aria-label={label} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Stack>
  )
}

type TabStateProps = {
  /** The first load is under way. */
  loading: boolean
  /** What failed, as the user should read it ("Error fetching bins"); nothing when all is well. */
  error?: string | null
  onRetry(): void
  /** What to show when the load succeeded with nothing in it; the children otherwise. */
  empty?: ReactNode
  children: ReactNode
}

/**
 * The frame of a tab's states (docs/decisions/0020): the skeleton while loading, the error with Retry,
 * the empty state with its next step, or the content.
 */
export function TabState({ loading, error, onRetry, empty, children }: TabStateProps) {
  if (error) return <RetryAlert message={error} onRetry={onRetry} />
  if (loading) return <TabSkeleton />
  return <>{empty ?? children}</>
}
