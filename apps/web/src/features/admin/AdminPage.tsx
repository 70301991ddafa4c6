import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { type ContentKind, contentKinds } from '@one/contract/content'
import { useState } from 'react'
import { NotFoundPage } from '../../components/NotFoundPage.tsx'
import { QueryProvider } from '../../lib/query-client.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { kindLabels } from './admin-fields.ts'
import { ContentTable } from './ContentTable.tsx'
import { HistoryTable } from './HistoryTable.tsx'

type View = ContentKind | 'history'

/** `/admin`: the site's content, run by its admins. Anyone else gets the not-found page. */
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

function AdminConsole() {
  useDocumentTitle('Admin')
  const [view, setView] = useState<View>('banners')
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Site content
      </Typography>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} sx={{ mb: 2 }}>
        {contentKinds.map((kind) => (
          <Tab key={kind} value={kind} label={kindLabels[kind].plural} />
        ))}
        <Tab value="history" label="History" />
      </Tabs>
      {view === 'history' ? <HistoryTable /> : <ContentTable key={view} kind={view} />}
    </Container>
  )
}
