import Stack from '@mui/material/Stack'
import { QueryProvider } from '../../../lib/query-client.tsx'
import { ActivityFeed } from './ActivityFeed.tsx'
import { NotificationsCard } from './NotificationsCard.tsx'
import { PlanCard } from './PlanCard.tsx'

/**
 * docs/decisions/0020: the dashboard's first tab: the plan and unread notifications at a glance, then the
 * user's recent activity. The dashboard renders the page's heading and title; this, the content.
 */
export function OverviewTab() {
  return (
    <QueryProvider>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PlanCard />
          <NotificationsCard />
        </Stack>
        <ActivityFeed />
      </Stack>
    </QueryProvider>
  )
}
