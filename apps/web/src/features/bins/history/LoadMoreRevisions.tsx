import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { RetryAlert } from '../../../components/RetryAlert.tsx'

type Props = {
  hasMore: boolean
  loading: boolean
  /** The next page failed: its message, with Retry. */
  failure?: string
  onLoad(): void
}

/** Below the revisions: the next, older page on request, or why it did not come. */
export function LoadMoreRevisions({ hasMore, loading, failure, onLoad }: Props) {
  if (failure !== undefined) return <RetryAlert message={failure} onRetry={onLoad} />
  if (!hasMore) return null
  return (
    <Button
      sx={{ alignSelf: 'center' }}
      disabled={loading}
      onClick={onLoad}
      startIcon={loading ? <CircularProgress size={16} aria-label="Loading more revisions" /> : undefined}
    >
      Load more
    </Button>
  )
}
