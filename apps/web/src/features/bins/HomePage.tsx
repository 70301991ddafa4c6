import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { site } from '../../lib/site.ts'

export function HomePage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {site.tool}
      </Typography>
      <Typography color="text.secondary">Paste code, save it, and share the link.</Typography>
    </Container>
  )
}
