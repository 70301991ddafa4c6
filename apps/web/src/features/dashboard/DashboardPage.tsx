import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { DashboardApiKey } from './DashboardApiKey.tsx'
import { DebugUtilities } from './DebugUtilities.tsx'
import { ApiTab } from './tabs/ApiTab.tsx'
import { SponsorshipsTab } from './tabs/SponsorshipsTab.tsx'
import { SubscriptionTab } from './tabs/SubscriptionTab.tsx'
import { TeamTab } from './tabs/TeamTab.tsx'

// TEMPORARY (issue 25 item 6, branch i25-tabs): shows the four tabs by `?tab=` until the shell's
// routing replaces this at merge.
const tabs = { subscription: SubscriptionTab, sponsorships: SponsorshipsTab, team: TeamTab, api: ApiTab }

export function DashboardPage() {
  useDocumentTitle('Dashboard')
  const [params] = useSearchParams()
  const Tab = tabs[params.get('tab') as keyof typeof tabs]
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Your dashboard
      </Typography>
      {Tab ? (
        <Tab />
      ) : (
        <>
          <DashboardApiKey />
          <DebugUtilities />
        </>
      )}
    </Stack>
  )
}
