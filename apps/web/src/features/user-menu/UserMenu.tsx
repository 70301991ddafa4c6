import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'

/** The user menu card. Its list, sign-in panel and dialogs arrive with accounts. */
export function UserMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
  )
}
