import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'

const ROWS = ['one', 'two', 'three', 'four', 'five']

/** The shape of the list while its first page loads. */
export function BinsTabSkeleton() {
  return (
    <Box role="status" aria-label="Loading bins">
      {ROWS.map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5, px: 1 }}>
          <Skeleton variant="rectangular" width={20} height={20} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
            <Skeleton width="90%" />
          </Box>
        </Stack>
      ))}
    </Box>
  )
}
