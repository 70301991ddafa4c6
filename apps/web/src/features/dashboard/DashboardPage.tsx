import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AccountTab } from './account/AccountTab.tsx'
import { DashboardApiKey } from './DashboardApiKey.tsx'
import { DebugUtilities } from './DebugUtilities.tsx'

export function DashboardPage() {
  useDocumentTitle('Dashboard')
  if (useSearchParams()[0].get('tab') === 'account') return <AccountTab />
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
