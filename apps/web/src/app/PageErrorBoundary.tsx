import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
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
        {/* Plain parts on purpose: this screen must not need code that may be what failed to load. */}
        <Paper
          role="alert"
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', borderColor: 'error.main' }}
        >
          <Typography sx={{ flex: 1 }}>This page could not be loaded. {this.state.error.message}</Typography>
          <Button color="error" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Paper>
      </Container>
    )
  }
}
