import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import AtomIcon from '@mui/icons-material/Hub'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import type { Team } from '@one/contract/auth'
import { useId } from 'react'

type Props = { team: Team | null; joining: boolean; onAccept(): void; onCancel(): void }

/** FACTS 6.4: "Join a Team", the team's name, Cancel and Accept; both wait while joining. */
export function InvitePrompt({ team, joining, onAccept, onCancel }: Props) {
  const id = useId()
  const name = team?.name || `${team?.owner.name ?? ''}'s team`
  return (
    <Dialog
      open={team !== null}
      onClose={joining ? undefined : onCancel}
      fullWidth
      maxWidth={false}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, pt: 2 }}>
        <AtomIcon color="action" />
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
          Join a Team
        </Typography>
        <IconButton aria-label="Close" size="small" onClick={onCancel} disabled={joining}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          You have been invited to join <strong>{name}</strong>!
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={joining}>
          Cancel
        </Button>
        <Button
          color="success"
          variant="contained"
          disabled={joining}
          onClick={onAccept}
          startIcon={
            joining ? <CircularProgress size={16} color="inherit" aria-label="Joining" /> : <CheckIcon />
          }
        >
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  )
}
