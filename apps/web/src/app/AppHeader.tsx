import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { useSuitStyle } from '../features/settings/use-suit.ts'
import { UserMenuButton } from '../features/user-menu/UserMenuButton.tsx'
import { site } from '../lib/site.ts'

export function AppHeader() {
  const suit = useSuitStyle('app-bar')
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      data-suit={suit ? 'on' : undefined}
      sx={{ borderBottom: 1, borderColor: 'divider', ...suit }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Link component={RouterLink} to="/" underline="none" color="inherit" aria-label={`${site.tool} home`}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {site.tool}
            </Typography>
          </Box>
        </Link>
        <Box sx={{ flex: 1 }} />
        <UserMenuButton />
      </Toolbar>
    </AppBar>
  )
}
