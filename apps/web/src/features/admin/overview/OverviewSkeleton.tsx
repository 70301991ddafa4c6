import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { chartGrid } from './chart-grid.ts'
import { figureGrid } from './FigureCards.tsx'

/** The charts' place while their code or figures load. */
export function ChartsSkeleton() {
  return (
    <Box sx={chartGrid}>
      <Skeleton variant="rounded" height={300} />
      <Skeleton variant="rounded" height={300} />
    </Box>
  )
}

/** The overview's shape while its figures load. */
export function OverviewSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the overview" role="status" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={figureGrid}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} variant="rounded" height={140} />
        ))}
      </Box>
      <ChartsSkeleton />
    </Box>
  )
}
