import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useBinStorage } from './api/get-bin-storage.ts'
import { storageMeter } from './storage-meter.ts'

/**
 * How much of their storage quota the user's bins take; nothing until it is known. `listedAt`: when the
 * tab's list was last read, so this is read again with it.
 */
export function BinsStorage({ listedAt }: { listedAt: number }) {
  const storage = useBinStorage(listedAt)
  const label = useId()
  if (!storage.data) return null
  const meter = storageMeter(storage.data)
  return (
    <Stack spacing={0.75} sx={{ minWidth: 0 }}>
      <Typography id={label} variant="body2" color="text.secondary">
        {meter.text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={meter.percent}
        color={meter.tone}
        aria-labelledby={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      {meter.advice && (
        <Typography variant="body2" color={`${meter.tone}.main`}>
          {meter.advice}
        </Typography>
      )}
    </Stack>
  )
}
