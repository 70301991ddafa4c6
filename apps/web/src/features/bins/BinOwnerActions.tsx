import PinIcon from '@mui/icons-material/PushPin'
import UnpinnedIcon from '@mui/icons-material/PushPinOutlined'
import StarIcon from '@mui/icons-material/Star'
import StarOutlineIcon from '@mui/icons-material/StarBorder'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import type { Bin } from '@one/contract/bins'
import { DeleteBinButton } from '../../components/bins/DeleteBinButton.tsx'
import { reportError } from '../../stores/report-error.ts'
import { useDeleteBinWithUndo } from './api/delete-bin.ts'
import { useUpdateBin } from './api/update-bin.ts'

/** The owner's bookmarks (shown at once, stepped back on failure) and the delete with its confirmation. */
export function BinOwnerActions({ bin }: { bin: Bin }) {
  const update = useUpdateBin(bin.id)
  const deleteWithUndo = useDeleteBinWithUndo()
  const toggle = (field: 'favorite' | 'pinned', fallback: string) =>
    update.mutate({ [field]: !bin[field] }, { onError: (error) => reportError(error, fallback) })

  const favoriteLabel = bin.favorite ? 'Remove from favorites' : 'Add to favorites'
  const pinLabel = bin.pinned ? 'Unpin' : 'Pin'
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={favoriteLabel}>
        <IconButton
          aria-label={favoriteLabel}
          aria-pressed={bin.favorite}
          color={bin.favorite ? 'warning' : 'default'}
          onClick={() => toggle('favorite', 'Error changing favorite')}
        >
          {bin.favorite ? <StarIcon /> : <StarOutlineIcon />}
        </IconButton>
      </Tooltip>
      <Tooltip title={pinLabel}>
        <IconButton
          aria-label={pinLabel}
          aria-pressed={bin.pinned}
          color={bin.pinned ? 'primary' : 'default'}
          onClick={() => toggle('pinned', 'Error changing pin')}
        >
          {bin.pinned ? <PinIcon /> : <UnpinnedIcon />}
        </IconButton>
      </Tooltip>
      <DeleteBinButton title={bin.title} onDelete={() => deleteWithUndo(bin.id)} />
    </Stack>
  )
}
