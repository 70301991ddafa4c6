import UnlistedIcon from '@mui/icons-material/LinkOutlined'
import BurnIcon from '@mui/icons-material/LocalFireDepartmentOutlined'
import LockIcon from '@mui/icons-material/LockOutlined'
import PinIcon from '@mui/icons-material/PushPin'
import StarIcon from '@mui/icons-material/Star'
import Box from '@mui/material/Box'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import { expiryOf } from '@one/contract/bin-expiry'
import type { BinSummary } from '@one/contract/bins'
import { languageLabels } from '@one/contract/bins'
import { exactTime } from '@one/contract/dates'
import { Time } from '../Time.tsx'

/**
 * A listed bin: its title (or Untitled) with its marks, language, last change, when it expires and a line
 * of its text.
 */
export function BinSummaryText({ bin }: { bin: BinSummary }) {
  return (
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {bin.title || 'Untitled'}
          </Box>
          {bin.visibility === 'private' && <LockIcon fontSize="small" color="action" titleAccess="Private" />}
          {bin.visibility === 'unlisted' && (
            <UnlistedIcon fontSize="small" color="action" titleAccess="Unlisted" />
          )}
          {bin.burn && (
            <BurnIcon fontSize="small" color="action" titleAccess="Burns after the first reader" />
          )}
          {bin.pinned && <PinIcon fontSize="small" color="primary" titleAccess="Pinned" />}
          {bin.favorite && <StarIcon fontSize="small" color="warning" titleAccess="Favorite" />}
        </Stack>
      }
      secondary={
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {languageLabels[bin.language]} · Updated <Time value={bin.updatedAt} />
            {bin.expiresAt && (
              <span title={exactTime(bin.expiresAt)}> · {expiryOf(bin.expiresAt, Date.now()).text}</span>
            )}
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
