import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import { Component, type ReactNode } from 'react'

type State = { error: Error | null }

/** Last resort when a page cannot be shown at all (its code failed to load even after a reload). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override render() {
    if (!this.state.error) return this.props.children
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
          This page could not be loaded. {this.state.error.message}
        </Alert>
      </Container>
    )
  }
}
