import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router'
import { useDocumentTitle } from '../lib/use-document-title.ts'

// Texts from FACTS decision 14.
export function NotFoundPage() {
  useDocumentTitle('Page not found')
  const navigate = useNavigate()
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'))
  return (
    <Stack
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', gap: 2, p: 4 }}
    >
      <Typography variant="h2" component="p" sx={{ fontWeight: 700 }}>
        Oops!
      </Typography>
      <Typography variant="h4" component="h1">
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        The page you are looking for does not exist. Please check the URL or go back to the homepage.
      </Typography>
      <Button variant="contained" onClick={goBack}>
        Go back
      </Button>
    </Stack>
  )
}
