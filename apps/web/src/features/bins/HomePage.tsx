import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { site } from '../../lib/site.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { HomeFrame } from './HomeFrame.tsx'
import { loadHomeEditor } from './home-editor-code.ts'

// The first screen is the heading and the editor's outline; the editing code follows it (decision 4).
const HomeEditor = lazy(() => loadHomeEditor().then((m) => ({ default: m.HomeEditor })))

export function HomePage() {
  // The editor keeps a draft and knows who is signed in: none of which the prerendered page can show.
  const hydrated = useHydrated()
  useDocumentTitle()
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {site.tool}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Paste code, save it, and share the link.
      </Typography>
      {hydrated ? (
        <Suspense fallback={<HomeFrame />}>
          <HomeEditor />
        </Suspense>
      ) : (
        <HomeFrame />
      )}
    </Container>
  )
}
