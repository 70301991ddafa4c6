import NotificationsIcon from '@mui/icons-material/NotificationsOutlined'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useLocation } from 'react-router'
import { useUnreadCount } from './use-unread-count.ts'

const HEADING_ID = 'overview-notifications'

/** The unread notifications, counted as the menu's badge counts them, and the way to read them. */
export function NotificationsCard() {
  const { enabled, count } = useUnreadCount()
  const { pathname, search } = useLocation()
  // The dialog opens over this tab: the tab stays in the address.
  const query = new URLSearchParams(search)
  query.set('one', 'notifications')

  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: 2, flex: 1 }}>
      <Stack spacing={1} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <NotificationsIcon color={enabled && count ? 'error' : 'action'} />
          <Typography id={HEADING_ID} component="h2" variant="h6">
            Notifications
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 600, flex: 1 }} role="status">
          {!enabled ? (
            'Notifications are turned off in your settings.'
          ) : count === undefined ? (
            <Skeleton width="60%" role="progressbar" aria-label="Counting unread notifications" />
          ) : count === 0 ? (
            'You are all caught up.'
          ) : (
            `${count} unread notification${count === 1 ? '' : 's'}`
          )}
        </Typography>
        <div>
          <Button component={Link} to={`${pathname}?${query}`}>
            Open notifications
          </Button>
        </div>
      </Stack>
    </Paper>
  )
}
