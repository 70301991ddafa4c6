import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { logoutEverywhere } from '../../stores/auth-store.ts'

/** Issue 11: asks before signing out of every browser; its buttons wait while the server answers. */
export function SignOutEverywhereDialog({
  open,
  onCancel,
  onSignedOut,
}: {
  open: boolean
  onCancel(): void
  onSignedOut(): void
}) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    const signedOut = await logoutEverywhere()
    setBusy(false)
    if (signedOut) onSignedOut()
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="sign-out-everywhere-title"
      aria-describedby="sign-out-everywhere-text"
    >
      <DialogTitle id="sign-out-everywhere-title">Sign out of every browser?</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-everywhere-text">
          You will need to sign in again everywhere.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => void confirm()}
          startIcon={
            busy ? <CircularProgress size={16} color="inherit" aria-label="Signing out" /> : undefined
          }
        >
          Sign out everywhere
        </Button>
      </DialogActions>
    </Dialog>
  )
}
