import LockIcon from '@mui/icons-material/LockOutlined'
import PinIcon from '@mui/icons-material/PushPin'
import StarIcon from '@mui/icons-material/Star'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { BinFilter, BinSummary } from '@one/contract/bins'
import { Link as RouterLink, useNavigate } from 'react-router'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { useBins } from './api/get-bins.ts'
import { languageLabels } from './bin-languages.ts'
import { formatDate } from './format-date.ts'

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
  if (query.data.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6, gap: 1 }}>
        <Typography>{texts[filter].empty}</Typography>
        <Link component={RouterLink} to="/" onClick={onOpen}>
          Create a bin
        </Link>
      </Stack>
    )
  }
  return (
    <List aria-label={texts[filter].list}>
      {query.data.map((bin) => (
        <ListItemButton key={bin.id} onClick={() => navigate(`/bins/${bin.id}`)} sx={{ px: 3 }}>
          <BinRow bin={bin} />
        </ListItemButton>
      ))}
    </List>
  )
}

function BinRow({ bin }: { bin: BinSummary }) {
  return (
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {bin.title || 'Untitled'}
          </Box>
          {bin.visibility === 'private' && <LockIcon fontSize="small" color="action" titleAccess="Private" />}
          {bin.pinned && <PinIcon fontSize="small" color="primary" titleAccess="Pinned" />}
          {bin.favorite && <StarIcon fontSize="small" color="warning" titleAccess="Favorite" />}
        </Stack>
      }
      secondary={
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {languageLabels[bin.language]} · Updated {formatDate(bin.updatedAt)}
          </Box>
          <Box
            component="span"
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {bin.preview.slice(0, 120)}
          </Box>
        </>
      }
    />
  )
}
