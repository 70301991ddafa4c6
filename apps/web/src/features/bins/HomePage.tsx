import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { loadWithReload } from '../../lib/lazy-reload.ts'
import { site } from '../../lib/site.ts'

// The first screen is the heading and the editor's outline; the editing code follows it (decision 4).
// Both chunks are asked for at once, so the editor does not wait for the form around it.
const HomeEditor = lazy(() => {
  void import('./BinEditor.tsx').catch(() => {})
  return loadWithReload(() => import('./HomeEditor.tsx')).then((m) => ({ default: m.HomeEditor }))
})

function HomeSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading the editor" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ height: 40, borderRadius: 1, bgcolor: 'action.hover' }} />
      <Box sx={{ height: 322, borderRadius: 1, bgcolor: 'action.hover' }} />
    </Box>
  )
}

export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {site.tool}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Paste code, save it, and share the link.
      </Typography>
      <Suspense fallback={<HomeSkeleton />}>
        <HomeEditor />
      </Suspense>
    </Container>
  )
}
