import Box from '@mui/material/Box'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { RetryAlert } from '../../../components/RetryAlert.tsx'
import { loadWithReload } from '../../../lib/lazy-reload.ts'
import { overviewQuery } from '../api/admin-overview.ts'
import { FigureCards } from './FigureCards.tsx'
import { ChartsSkeleton, OverviewSkeleton } from './OverviewSkeleton.tsx'

const OverviewCharts = lazy(async () => ({
  default: (await loadWithReload(() => import('./OverviewCharts.tsx'))).OverviewCharts,
}))

/** The admin's first tab (docs/decisions/0020): the business at a glance. */
export function AdminOverview() {
  const overview = useQuery(overviewQuery)
  if (overview.isPending) return <OverviewSkeleton />
  if (overview.isError)
    return (
      <RetryAlert
        message={overview.error.message || 'The overview could not be loaded.'}
        onRetry={() => void overview.refetch()}
      />
    )
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FigureCards overview={overview.data} />
      <Suspense fallback={<ChartsSkeleton />}>
        <OverviewCharts overview={overview.data} />
      </Suspense>
    </Box>
  )
}
