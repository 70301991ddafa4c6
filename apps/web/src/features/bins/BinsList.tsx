import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import Stack from '@mui/material/Stack'
import type { BinFilter } from '@one/contract/bins'
import { useNavigate } from 'react-router'
import { BinSummaryText } from '../../components/bins/BinSummaryText.tsx'
import { NoBins } from '../../components/bins/NoBins.tsx'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { useBins } from './api/get-bins.ts'

const texts: Record<BinFilter, { list: string; empty: string }> = {
  all: { list: 'All bins', empty: 'No bins yet' },
  favorites: { list: 'Favorite bins', empty: 'No favorite bins yet' },
  pinned: { list: 'Pinned bins', empty: 'No pinned bins yet' },
}

/** One tab of "My bins": loading, failure, the empty state, or the bins, each opening its page. */
export function BinsList({ filter, onOpen }: { filter: BinFilter; onOpen(): void }) {
  const query = useBins(filter)
  const navigate = useNavigate()

  if (query.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading bins" />
      </Stack>
    )
  }
  if (query.isError) {
    return (
      <RetryAlert
        sx={{ mx: 3 }}
        message={query.error.message || 'Error fetching bins'}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.data.length === 0) return <NoBins text={texts[filter].empty} onCreate={onOpen} />
  return (
    <List aria-label={texts[filter].list}>
      {query.data.map((bin) => (
        <ListItemButton key={bin.id} onClick={() => navigate(`/bins/${bin.id}`)} sx={{ px: 3 }}>
          <BinSummaryText bin={bin} />
        </ListItemButton>
      ))}
    </List>
  )
}
