import LoginIcon from '@mui/icons-material/Login'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useState } from 'react'

/** The app bar's entry to the user menu. Its list, sign-in and dialogs arrive with accounts. */
export function UserMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        endIcon={<LoginIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Login
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-label': 'User menu' } }}
      >
        <Card variant="outlined" sx={{ width: 280 }}>
          <Box sx={{ height: 88, bgcolor: 'action.selected' }} />
          <Typography variant="h6" align="center" sx={{ py: 2 }}>
            Guest
          </Typography>
        </Card>
      </Popover>
    </>
  )
}
