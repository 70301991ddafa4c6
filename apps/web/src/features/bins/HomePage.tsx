import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { site } from '../../lib/site.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { HomeEditor } from './HomeEditor.tsx'

// The first screen is the heading and the editor as a plain field; CodeMirror follows on intent
// (decision 4).
export function HomePage() {
  useDocumentTitle()
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {site.tool}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Paste code, save it, and share the link.
      </Typography>
      <HomeEditor />
    </Container>
  )
}
