import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Suspense, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { isTabOpenTo, legacyTabOf, type TabId, tabLabels, tabNeed, tabOf } from './dashboard-tabs.ts'
import { GuestNote } from './GuestNote.tsx'
import { LockedTab } from './LockedTab.tsx'
import { ReturnToTool } from './ReturnToTool.tsx'
import { TabSkeleton } from './TabState.tsx'
import { tabPages } from './tab-pages.ts'
import { useGuestSignIn } from './use-guest-sign-in.ts'
import { useTabFacts } from './use-tab-facts.ts'

/**
 * The signed-in user's home (docs/decisions/0020): the tab `?tab=` names under its own heading and document
 * title. The original's `?one=` values that became tabs open them here, in place of the address.
 */
export function DashboardPage() {
  const [params, setParams] = useSearchParams()
  const legacy = legacyTabOf(params.get('one'))
  const tab = legacy ?? tabOf(params)
  const label = tabLabels[tab]
  useDocumentTitle(`${label} · Dashboard`)
  useGuestSignIn()
  useEffect(() => {
    if (!legacy) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('one')
        next.set('tab', legacy)
        return next
      },
      { replace: true },
    )
  }, [legacy, setParams])

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          {label}
        </Typography>
        <ReturnToTool />
      </Box>
      <TabContent key={tab} tab={tab} />
    </Stack>
  )
}

function TabContent({ tab }: { tab: TabId }) {
  const user = useAuth((s) => s.user)
  const ready = useAuth((s) => s.ready)
  const facts = useTabFacts()
  const need = tabNeed(tab)
  if (!user) return ready ? <GuestNote /> : <TabSkeleton label={`Loading ${tabLabels[tab]}`} />
  if (need && !isTabOpenTo(tab, facts)) return <LockedTab need={need} />
  const Page = tabPages[tab]
  return (
    <Suspense fallback={<TabSkeleton label={`Loading ${tabLabels[tab]}`} />}>
      <Page />
    </Suspense>
  )
}
