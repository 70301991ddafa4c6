// Loaded only when an admin opens the overview: MUI X Charts is never part of a visitor's page.
import Box from '@mui/material/Box'
import type { AdminOverview } from '@one/contract/admin-overview'
import { CancellationsChart } from './CancellationsChart.tsx'
import { chartGrid } from './chart-grid.ts'
import { SignupsChart } from './SignupsChart.tsx'

export function OverviewCharts({ overview }: { overview: AdminOverview }) {
  return (
    <Box sx={chartGrid}>
      <SignupsChart signups={overview.signups} />
      <CancellationsChart cancellations={overview.cancellations} />
    </Box>
  )
}
