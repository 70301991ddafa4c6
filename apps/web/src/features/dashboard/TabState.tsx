import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
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

/** Nothing to show yet, with the next step (a button or a link) under the words. */
export function TabEmpty({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
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
