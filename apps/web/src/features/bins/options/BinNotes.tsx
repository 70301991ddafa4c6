import BurnIcon from '@mui/icons-material/LocalFireDepartmentOutlined'
import ScheduleIcon from '@mui/icons-material/Schedule'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { Bin } from '@one/contract/bins'
import { exactTime } from '@one/contract/dates'
import type { ReactNode } from 'react'
import { useExpiry } from './use-expiry.ts'

/**
 * What a bin's page says about its end (docs/decisions/0022): when it expires, with the exact time on hover,
 * and that it has once the clock passes it; to its owner, that it burns after its first reader; to that
 * reader, that it is gone.
 */
export function BinNotes({ bin }: { bin: Pick<Bin, 'expiresAt' | 'burn' | 'mine'> }) {
  const expiry = useExpiry(bin.expiresAt)
  if (expiry?.expired) {
    return (
      <Alert severity="warning" role="alert">
        This bin has expired: its link no longer opens it.
      </Alert>
    )
  }
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {expiry && bin.expiresAt && (
        <Note icon={<ScheduleIcon fontSize="small" />}>
          <Tooltip title={exactTime(bin.expiresAt)} describeChild>
            <time dateTime={bin.expiresAt}>{expiry.text}</time>
          </Tooltip>
        </Note>
      )}
      {bin.burn && (
        <Note icon={<BurnIcon fontSize="small" />}>
          {bin.mine
            ? 'Burns after the first reader'
            : 'This bin was deleted as you opened it: its link will not open it again.'}
        </Note>
      )}
    </Stack>
  )
}

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      {icon}
      {children}
    </Typography>
  )
}
