import DashboardIcon from '@mui/icons-material/DashboardOutlined'
import SettingsIcon from '@mui/icons-material/SettingsOutlined'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { Link, useLocation } from 'react-router'
import { useSuitStyle } from '../../features/settings/use-suit.ts'
import { AppHeader } from '../AppHeader.tsx'
import { PageOutlet } from '../PageOutlet.tsx'
import { SiteFooter } from '../SiteFooter.tsx'

/** The signed-in area: a navigation drawer beside the page, under the same app bar and footer. */
export function DashboardLayout() {
  const { pathname } = useLocation()
  const suit = useSuitStyle('drawer')
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppHeader />
      <Box sx={{ flex: 1, display: 'flex' }} data-layout="dashboard">
        <Box
          component="nav"
          aria-label="Dashboard"
          data-suit={suit ? 'on' : undefined}
          sx={{
            width: 240,
            flexShrink: 0,
            borderInlineEnd: 1,
            borderColor: 'divider',
            display: { xs: 'none', md: 'block' },
            ...suit,
          }}
        >
          <List>
            <ListItemButton component={Link} to="/user/dashboard" selected={pathname === '/user/dashboard'}>
              <ListItemIcon>
                <DashboardIcon />
              </ListItemIcon>
              <ListItemText primary="Dashboard" />
            </ListItemButton>
            <ListItemButton component={Link} to="?one=settings">
              <ListItemIcon>
                <SettingsIcon />
              </ListItemIcon>
              <ListItemText primary="Settings" />
            </ListItemButton>
          </List>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Container maxWidth="md" sx={{ py: 4 }}>
            <PageOutlet />
          </Container>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  )
}
