import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'

type Props = {
  open: boolean
  title: string
  text: ReactNode
  /** The button that does it, in the error colour. */
  confirm: string
  /** The button that changes nothing, focused first. */
  dismiss?: string
  /** What is done is under way: the buttons wait, the dialog stays, and the spinner says this. */
  busy?: string | false
  onConfirm(): void
  onCancel(): void
}

/** Asks before something that cannot simply be taken back. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  dismiss = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const id = useId()
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={!!busy} autoFocus>
          {dismiss}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!!busy}
          onClick={onConfirm}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label={busy} /> : undefined}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
