import LinkIcon from '@mui/icons-material/Link'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import type { FoundBin } from '@one/contract/bin-search'
import { type BinVisibility, visibilityLabels } from '@one/contract/bins'
import { Link } from 'react-router'
import { BinSummaryText } from '../../../components/bins/BinSummaryText.tsx'
import { DeleteBinButton } from '../../../components/bins/DeleteBinButton.tsx'
import { useDeleteBinLater } from '../../../lib/bins/delete-bin.ts'
import { copyText } from '../../../lib/copy-text.ts'
import { reportError } from '../../../stores/report-error.ts'
import { useSnackbars } from '../../../stores/snackbar-store.ts'
import { useSetVisibility } from './api/set-visibility.ts'
import { MatchingLine } from './MatchingLine.tsx'
import { VisibilityMenu } from './VisibilityMenu.tsx'

type Props = { bin: FoundBin; selected: boolean; onSelect(selected: boolean): void }

/** One of the user's bins: a box to select it, its summary opening its page, and what it can do. */
export function BinsTabRow({ bin, selected, onSelect }: Props) {
  const deleteBinLater = useDeleteBinLater()
  const visibility = useSetVisibility(bin.id)
  const title = bin.title || 'Untitled'

  const setVisibility = (chosen: BinVisibility) =>
    visibility.mutate(chosen, {
      onSuccess: (saved) => {
        const moved = saved.id !== bin.id ? ': its link has changed' : ''
        const now = visibilityLabels[chosen].toLowerCase()
        useSnackbars.getState().push(`“${title}” is now ${now}${moved}`, 'success')
      },
      onError: (error) => reportError(error, 'Error changing visibility'),
    })

  return (
    <ListItem disablePadding divider sx={{ alignItems: 'center' }}>
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select “${title}”` } }}
        sx={{ ml: { xs: 0, sm: 1 } }}
      />
      <ListItemButton component={Link} to={`/bins/${bin.id}`} sx={{ minWidth: 0, px: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <BinSummaryText bin={bin} />
          {bin.match && <MatchingLine match={bin.match} />}
        </Box>
      </ListItemButton>
      <Stack direction="row" sx={{ flexShrink: 0, pr: { xs: 0, sm: 1 } }}>
        <Tooltip title="Copy link">
          <IconButton
            aria-label="Copy link"
            onClick={() => void copyText(`${window.location.origin}/bins/${bin.id}`, 'Link copied')}
          >
            <LinkIcon />
          </IconButton>
        </Tooltip>
        <VisibilityMenu visibility={bin.visibility} busy={visibility.isPending} onChoose={setVisibility} />
        <DeleteBinButton
          title={bin.title}
          onDelete={() => {
            onSelect(false)
            deleteBinLater(bin.id)
          }}
        />
      </Stack>
    </ListItem>
  )
}
