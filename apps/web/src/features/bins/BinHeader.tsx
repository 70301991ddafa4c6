import UnlistedIcon from '@mui/icons-material/LinkOutlined'
import LockIcon from '@mui/icons-material/LockOutlined'
import PublicIcon from '@mui/icons-material/PublicOutlined'
import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Bin } from '@one/contract/bins'
import { languageLabels, visibilityLabels } from '@one/contract/bins'
import type { ReactNode } from 'react'
import { Time } from '../../components/Time.tsx'

const visibilityIcons = { public: <PublicIcon />, unlisted: <UnlistedIcon />, private: <LockIcon /> }

/** Title, language, visibility, owner and dates of a bin; `actions` sit at the title's end. */
export function BinHeader({ bin, actions }: { bin: Bin; actions?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {bin.title || 'Untitled'}
        </Typography>
        {actions}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={languageLabels[bin.language]} />
        <Chip
          size="small"
          variant="outlined"
          icon={visibilityIcons[bin.visibility]}
          label={visibilityLabels[bin.visibility]}
        />
        <Avatar src={bin.owner.picture} alt="" sx={{ width: 24, height: 24 }} />
        <Typography variant="body2">{bin.owner.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Created <Time value={bin.createdAt} />
          {bin.updatedAt !== bin.createdAt && (
            <>
              {' · Updated '}
              <Time value={bin.updatedAt} />
            </>
          )}
        </Typography>
      </Stack>
    </Stack>
  )
}
