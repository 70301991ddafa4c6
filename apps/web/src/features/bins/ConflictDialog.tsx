import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'

type Props = {
  message: string
  busy: boolean
  onKeepEditing(): void
  onSaveCopy(): void
  onLoadNewer(): void
}

/** A save refused because the bin changed elsewhere (409): the user's text stays until they choose. */
export function ConflictDialog({ message, busy, onKeepEditing, onSaveCopy, onLoadNewer }: Props) {
  return (
    <Dialog
      open
      onClose={onKeepEditing}
      aria-labelledby="bin-conflict-title"
      aria-describedby="bin-conflict-text"
    >
      <DialogTitle id="bin-conflict-title">This bin changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText id="bin-conflict-text">
          {message} Your text is still in the editor: save it as a new bin, or load the newer version and lose
          your changes.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} autoFocus>
          Keep editing
        </Button>
        <Button color="warning" onClick={onLoadNewer} disabled={busy}>
          Load the newer version
        </Button>
        <Button variant="contained" onClick={onSaveCopy} disabled={busy}>
          Save as a new bin
        </Button>
      </DialogActions>
    </Dialog>
  )
}
