import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useLinkClickHandler } from 'react-router'
import { ProductLogo } from '../components/ProductLogo.tsx'
import { useSuitStyle } from '../features/settings/use-suit.ts'
import { UserMenuButton } from '../features/user-menu/UserMenuButton.tsx'
import { site } from '../lib/site.ts'

export function AppHeader() {
  const suit = useSuitStyle('app-bar')
  // A plain anchor with the router's click handling: react-router's Link and MUI's Link bring prefetch
  // and typography code every first screen would carry for this one link (docs/decisions/0021).
  const goHome = useLinkClickHandler<HTMLAnchorElement>('/')
  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      data-suit={suit ? 'on' : undefined}
      sx={{ borderBottom: 1, borderColor: 'divider', ...suit }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component="a"
          href="/"
          onClick={goHome}
          aria-label={`${site.tool} home`}
          sx={{ color: 'inherit', textDecoration: 'none' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <ProductLogo size={28} />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {site.tool}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flex: 1 }} />
        <UserMenuButton />
      </Toolbar>
    </AppBar>
  )
}
