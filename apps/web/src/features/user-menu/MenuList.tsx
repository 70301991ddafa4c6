import CodeIcon from '@mui/icons-material/Code'
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined'
import DashboardIcon from '@mui/icons-material/DashboardOutlined'
import DownloadIcon from '@mui/icons-material/DownloadOutlined'
import GroupsIcon from '@mui/icons-material/GroupsOutlined'
import KeyIcon from '@mui/icons-material/KeyOutlined'
import LogoutIcon from '@mui/icons-material/Logout'
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined'
import EverywhereIcon from '@mui/icons-material/PhonelinkEraseOutlined'
import SettingsIcon from '@mui/icons-material/SettingsOutlined'
import SponsorshipsIcon from '@mui/icons-material/VolunteerActivismOutlined'
import Badge from '@mui/material/Badge'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { SignOutEverywhereDialog } from '../../components/account/SignOutEverywhereDialog.tsx'
import { unreadCount } from '../../lib/content/notification-rules.ts'
import { logout, useAuth } from '../../stores/auth-store.ts'
import { useContent } from '../../stores/content-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { type MenuEntry, type MenuEntryId, menuEntries } from './menu-entries.ts'

const icons: Record<MenuEntryId, typeof SettingsIcon> = {
  dashboard: DashboardIcon,
  bins: CodeIcon,
  notifications: NotificationsIcon,
  team: GroupsIcon,
  downloads: DownloadIcon,
  sponsorships: SponsorshipsIcon,
  subscriptions: CreditCardIcon,
  'api-key': KeyIcon,
  settings: SettingsIcon,
  logout: LogoutIcon,
  'logout-everywhere': EverywhereIcon,
}

/** FACTS 9.5: the menu's entries; dialogs open through the query, keeping the rest of it. */
export function MenuList({ onClose }: { onClose(): void }) {
  const user = useAuth((s) => s.user)
  const access = useAuth((s) => s.access)
  const loading = useAuth((s) => s.loading)
  const notificationsEnabled = useSettings((s) => s.settings.one.notifications.enabled)
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const [confirming, setConfirming] = useState(false)
  const readList = useSettings((s) => s.settings.one.notifications.read)
  const notifications = useContent((s) => s.lists.notifications)
  const unread = notifications ? unreadCount(notifications, readList) : 0
  // FACTS 7.1: the Notifications entry fetches the list when it mounts, for its unread badge.
  useEffect(() => {
    if (notificationsEnabled) void useContent.getState().load('notifications')
  }, [notificationsEnabled])
  // Spec section 2: after logout the user goes to the root path, keeping the current query.
  const home = () => navigate({ pathname: '/', search: location.search })

  const choose = async ({ action }: MenuEntry) => {
    switch (action.kind) {
      case 'route':
        navigate(action.to)
        return onClose()
      case 'query':
        onClose()
        return setParams((current) => {
          const next = new URLSearchParams(current)
          next.set(action.key, action.value)
          return next
        })
      case 'logout':
        await logout()
        return home()
      case 'logout-everywhere':
        return setConfirming(true)
    }
  }

  return (
    <>
      <List dense sx={{ py: 0.5 }}>
        {menuEntries({ user, access, notificationsEnabled }).map((entry) => {
          const Icon = icons[entry.id]
          const action = entry.action
          const busy = action.kind === 'logout' && loading
          const selected = action.kind === 'query' && params.get(action.key) === action.value
          return (
            <ListItemButton
              key={entry.id}
              selected={selected}
              disabled={busy}
              onClick={() => void choose(entry)}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {busy ? (
                  <CircularProgress size={20} aria-label="Logging out" />
                ) : (
                  <Badge
                    color="error"
                    badgeContent={entry.id === 'notifications' ? unread : 0}
                    slotProps={{ badge: { 'aria-label': `${unread} unread` } }}
                  >
                    <Icon fontSize="small" />
                  </Badge>
                )}
              </ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          )
        })}
      </List>
      <SignOutEverywhereDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onSignedOut={() => {
          setConfirming(false)
          home()
        }}
      />
    </>
  )
}
