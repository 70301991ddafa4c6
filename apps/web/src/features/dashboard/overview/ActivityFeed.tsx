import HistoryIcon from '@mui/icons-material/History'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { RetryAlert } from '../../../components/RetryAlert.tsx'
import { ActivityEntry } from './ActivityEntry.tsx'
import { useActivity } from './api/get-activity.ts'

const HEADING_ID = 'overview-activity'

/** docs/decisions/0020: the user's own events, newest first, 20 at a time. */
export function ActivityFeed() {
  const query = useActivity()
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const now = query.dataUpdatedAt || Date.now()

  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: 2 }}>
      <Typography id={HEADING_ID} component="h2" variant="h6" sx={{ mb: 1 }}>
        Recent activity
      </Typography>
      {query.isPending ? (
        <FeedSkeleton />
      ) : query.isError && items.length === 0 ? (
        <RetryAlert
          message={query.error.message || 'Your activity could not be loaded.'}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 4, gap: 1 }}>
          <HistoryIcon color="disabled" fontSize="large" />
          <Typography>No activity yet</Typography>
          <Typography variant="body2" color="text.secondary">
            What you do on the site shows here: start by saving a bin.
          </Typography>
          <Button variant="outlined" component={Link} to="/">
            Create a bin
          </Button>
        </Stack>
      ) : (
        <>
          <List aria-label="Recent activity" disablePadding>
            {items.map((item) => (
              <ActivityEntry key={item.id} item={item} now={now} />
            ))}
          </List>
          {query.isFetchNextPageError && (
            <RetryAlert
              sx={{ mt: 1 }}
              message={query.error?.message || 'More activity could not be loaded.'}
              onRetry={() => void query.fetchNextPage()}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
              <Button
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                loading={query.isFetchingNextPage}
              >
                Load more
              </Button>
            </Box>
          )}
        </>
      )}
    </Paper>
  )
}

function FeedSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Loading your activity" sx={{ py: 1 }}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  )
}
