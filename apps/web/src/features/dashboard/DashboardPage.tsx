import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { BinsTab } from './bins/BinsTab.tsx'
import { DashboardApiKey } from './DashboardApiKey.tsx'
import { DebugUtilities } from './DebugUtilities.tsx'

export function DashboardPage() {
  useDocumentTitle('Dashboard')
  // Until the dashboard's shell (issue 25 item 1) arrives: its Bins tab, for the browser test.
  if (useSearchParams()[0].get('tab') === 'bins') return <BinsTab />
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Your dashboard
      </Typography>
      <DashboardApiKey />
      <DebugUtilities />
    </Stack>
  )
}
