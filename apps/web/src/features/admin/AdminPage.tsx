import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { type ContentKind, contentKinds } from '@one/contract/content'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { NotFoundPage } from '../../components/NotFoundPage.tsx'
import { QueryProvider } from '../../lib/query-client.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { kindLabels } from './admin-fields.ts'
import { ContentTable } from './ContentTable.tsx'
import { HistoryTable } from './HistoryTable.tsx'
import { AdminOverview } from './overview/AdminOverview.tsx'

type View = ContentKind | 'history'

/** `/admin`: the business at a glance and the site's content, for admins. Anyone else gets the not-found page. */
export function AdminPage() {
  const user = useAuth((s) => s.user)
  const ready = useAuth((s) => s.ready)
  if (!ready)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    )
  if (!user?.isAdmin) return <NotFoundPage />
  return (
    <QueryProvider>
      <AdminConsole />
    </QueryProvider>
  )
}

const sections = { overview: 'Overview', content: 'Content' } as const
type Section = keyof typeof sections

/** Overview first; `?tab=content` opens the content console, so a link can name it. */
function AdminConsole() {
  useDocumentTitle('Admin')
  const [params, setParams] = useSearchParams()
  const section: Section = params.get('tab') === 'content' ? 'content' : 'overview'
  const open = (next: Section) =>
    setParams((current) => {
      const changed = new URLSearchParams(current)
      if (next === 'overview') changed.delete('tab')
      else changed.set('tab', next)
      return changed
    })
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Admin
      </Typography>
      <Tabs
        value={section}
        onChange={(_event, next: Section) => open(next)}
        aria-label="Admin"
        sx={{ mb: 3 }}
      >
        {Object.entries(sections).map(([value, label]) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`admin-tab-${value}`}
            aria-controls="admin-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="admin-panel" aria-labelledby={`admin-tab-${section}`}>
        {section === 'overview' ? <AdminOverview /> : <ContentConsole />}
      </Box>
    </Container>
  )
}

function ContentConsole() {
  const [view, setView] = useState<View>('banners')
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Site content
      </Typography>
      <Tabs
        value={view}
        onChange={(_event, next: View) => setView(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Site content"
        sx={{ mb: 2 }}
      >
        {contentKinds.map((kind) => (
          <Tab key={kind} value={kind} label={kindLabels[kind].plural} />
        ))}
        <Tab value="history" label="History" />
      </Tabs>
      {view === 'history' ? <HistoryTable /> : <ContentTable key={view} kind={view} />}
    </>
  )
}
