import LockIcon from '@mui/icons-material/LockOutlined'
import Typography from '@mui/material/Typography'
import { site } from '../lib/site.ts'

/** What a subscriber-only option says to everyone else (spec section 5, FACTS decision 2). */
export const UNLOCK_TEXT = `Unlock with ${site.product}`

/** The lock and the unlock line under an option a non-subscriber sees but cannot use. */
export function UnlockNote() {
  return (
    <Typography
      variant="body2"
      color="warning.main"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
    >
      <LockIcon fontSize="inherit" /> {UNLOCK_TEXT}
    </Typography>
  )
}
