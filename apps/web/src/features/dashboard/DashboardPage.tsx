import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { DashboardApiKey } from './DashboardApiKey.tsx'
import { DebugUtilities } from './DebugUtilities.tsx'

export function DashboardPage() {
  useDocumentTitle('Dashboard')
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
