import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'

export function DeleteBinDialog({
  title,
  onCancel,
  onConfirm,
}: {
  title: string
  onCancel(): void
  onConfirm(): void
}) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="delete-bin-title" aria-describedby="delete-bin-text">
      <DialogTitle id="delete-bin-title">Delete this bin?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-bin-text">
          “{title || 'Untitled'}” will be deleted. You can undo this for a few seconds afterwards.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  )
}
