import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import { useRouteError } from 'react-router'

/** Last resort when a page cannot be shown at all (its code failed to load even after a reload). */
export function RouteError() {
  const error = useRouteError()
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This page could not be loaded. {error instanceof Error ? error.message : ''}
      </Alert>
    </Container>
  )
}
