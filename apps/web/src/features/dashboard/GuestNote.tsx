import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { openLoginDialog } from '../../stores/login-dialog-store.ts'

/** Under the sign-in dialog, and after it is closed: the dashboard is for signed-in users. */
export function GuestNote() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Sign in to see your dashboard.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Your bins, membership, team and settings are all here once you are signed in.
      </Typography>
      <Button variant="contained" onClick={openLoginDialog} sx={{ mt: 2 }}>
        Sign in
      </Button>
    </Paper>
  )
}
