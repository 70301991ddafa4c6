import SettingsIcon from '@mui/icons-material/SettingsOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router'

/** The user menu card. Its sign-in panel and the rest of its list arrive with accounts. */
export function UserMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const [, setParams] = useSearchParams()
  const open = (dialog: string) => {
    onClose()
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('one', dialog)
      return next
    })
  }
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
        <List dense>
          <ListItemButton onClick={() => open('settings')}>
            <ListItemIcon>
              <SettingsIcon />
            </ListItemIcon>
            <ListItemText primary="Settings" />
          </ListItemButton>
        </List>
      </Card>
    </Popover>
  )
}
