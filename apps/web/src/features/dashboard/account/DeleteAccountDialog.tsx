import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'

type Props = {
  open: boolean
  name: string
  busy: boolean
  error: string | undefined
  onDelete(confirm: string): void
  onCancel(): void
}

/** Asks the user to type their name; only then does Delete delete. */
export function DeleteAccountDialog({ open, name, busy, error, onDelete, onCancel }: Props) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const matches = typed === name
  const close = () => {
    if (busy) return
    setTyped('')
    onCancel()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (matches && !busy) onDelete(typed)
        }}
      >
        <DialogTitle id={`${id}-title`}>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            Your bins, API key, connected MCP clients, settings and activity are deleted, and you are signed
            out everywhere. A running plan is canceled at the end of its period; your team is left, or ended
            if it is yours. This cannot be undone. Type your name, <strong>{name}</strong>, to confirm.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Your name"
            value={typed}
            disabled={busy}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!matches || busy}
            startIcon={
              busy ? <CircularProgress size={16} color="inherit" aria-label="Deleting" /> : undefined
            }
          >
            Delete my account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
