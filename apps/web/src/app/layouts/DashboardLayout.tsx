import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Drawer from '@mui/material/Drawer'
import { useState } from 'react'
import { LazySiteBanner } from '../../features/banners/LazySiteBanner.tsx'
import { LazyPromotionCards, LazySpot } from '../../features/promotions/LazyPromotions.tsx'
import { useSuitStyle } from '../../features/settings/use-suit.ts'
import { AppHeader } from '../AppHeader.tsx'
import { PageOutlet } from '../PageOutlet.tsx'
import { SiteFooter } from '../SiteFooter.tsx'
import { DashboardNav } from './DashboardNav.tsx'

/**
 * The signed-in area: a navigation drawer beside the page, under the same app bar and footer. Below
 * 900 px the drawer has no room beside the page: a menu button opens it over the page.
 */
export function DashboardLayout() {
  const suit = useSuitStyle('drawer')
  const [open, setOpen] = useState(false)
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <LazySiteBanner />
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
          <DashboardNav />
          <LazySpot />
        </Box>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { sx: { width: 240, ...suit } } }}
        >
          <Box component="nav" id="dashboard-drawer" aria-label="Dashboard">
            <DashboardNav onChoose={() => setOpen(false)} />
          </Box>
        </Drawer>
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Container maxWidth="md" sx={{ py: 4 }}>
            <Button
              startIcon={<MenuIcon />}
              aria-expanded={open}
              aria-controls={open ? 'dashboard-drawer' : undefined}
              onClick={() => setOpen(true)}
              sx={{ display: { md: 'none' }, mb: 2 }}
            >
              Menu
            </Button>
            <PageOutlet />
            <LazyPromotionCards />
          </Container>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  )
}
