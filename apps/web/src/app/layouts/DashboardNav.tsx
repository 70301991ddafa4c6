import DashboardIcon from '@mui/icons-material/DashboardOutlined'
import SettingsIcon from '@mui/icons-material/SettingsOutlined'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { Link, useLocation } from 'react-router'

/** The dashboard's links; `onChoose` lets a drawer close once one is chosen. */
export function DashboardNav({ onChoose }: { onChoose?(): void }) {
  const { pathname } = useLocation()
  return (
    <List>
      <ListItemButton
        component={Link}
        to="/user/dashboard"
        selected={pathname === '/user/dashboard'}
        onClick={onChoose}
      >
        <ListItemIcon>
          <DashboardIcon />
        </ListItemIcon>
        <ListItemText primary="Dashboard" />
      </ListItemButton>
      <ListItemButton component={Link} to="?one=settings" onClick={onChoose}>
        <ListItemIcon>
          <SettingsIcon />
        </ListItemIcon>
        <ListItemText primary="Settings" />
      </ListItemButton>
    </List>
  )
}
