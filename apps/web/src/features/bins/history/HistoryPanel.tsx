import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Bin } from '@one/contract/bins'
import { useState } from 'react'
import { RetryAlert } from '../../../components/RetryAlert.tsx'
import { useRevisions } from '../api/revisions.ts'
import { type ComparePair, initialPair, pairFor } from './compare-pair.ts'
import { canRestore, showsPrivatePast } from './history-access.ts'
import { LoadMoreRevisions } from './LoadMoreRevisions.tsx'
import { RestoreConfirm } from './RestoreConfirm.tsx'
import { RevisionCompare } from './RevisionCompare.tsx'
import { RevisionList } from './RevisionList.tsx'
import { STALE_RESTORE_MESSAGE, useRestore } from './use-restore.ts'

const PRIVATE_PAST_NOTE = 'Revisions made while this bin was private are shown only to you.'

/** What the History dialog holds, loaded when it opens; older revisions a page at a time. */
export function HistoryPanel({ bin, onRestored }: { bin: Bin; onRestored(): void }) {
  const list = useRevisions(bin.id)
  const [chosen, setChosen] = useState<ComparePair>()
  const [focusOn, setFocusOn] = useState<number>()
  const restore = useRestore(bin, onRestored)

  if (list.isPending)
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <span>Loading the history</span>
      </Stack>
    )
  // A page after the first that fails keeps the pages already shown, with its own Retry below them.
  if (list.isError && !list.isFetchNextPageError)
    return (
      <RetryAlert
        message={list.error.message || 'Error loading the history'}
        onRetry={() => void list.refetch()}
      />
    )

  const revisions = list.data.pages.flatMap((page) => page.revisions)
  const latest = Math.max(...revisions.map((revision) => revision.number))
  const pair = chosen ?? initialPair(revisions)
  const loadMore = () => {
    // The next page's first revision takes the focus when it comes (a history's numbers follow each other).
    setFocusOn(Math.min(...revisions.map((revision) => revision.number)) - 1)
    void list.fetchNextPage()
  }
  return (
    <Stack spacing={2}>
      {restore.stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={restore.reload} loading={restore.reloading}>
              Reload
            </Button>
          }
        >
          {STALE_RESTORE_MESSAGE}
        </Alert>
      )}
      {revisions.length <= 1 && <Typography>Only one version so far</Typography>}
      {showsPrivatePast(bin, revisions) && (
        <Typography variant="body2" color="text.secondary">
          {PRIVATE_PAST_NOTE}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '18rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <RevisionList
            revisions={revisions}
            latest={latest}
            selected={pair.to}
            focusOn={focusOn}
            onSelect={(number) => setChosen(pairFor(number, revisions, list.hasNextPage))}
            onRestore={canRestore(bin) ? restore.ask : undefined}
          />
          <LoadMoreRevisions
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failure={
              list.isFetchNextPageError ? list.error.message || 'Error loading more revisions' : undefined
            }
            onLoad={loadMore}
          />
        </Stack>
        {revisions.length > 1 && (
          <RevisionCompare binId={bin.id} revisions={revisions} pair={pair} onChange={setChosen} />
        )}
      </Box>
      <RestoreConfirm
        asked={restore.asked}
        busy={restore.busy}
        onConfirm={restore.confirm}
        onCancel={restore.cancel}
      />
    </Stack>
  )
}
