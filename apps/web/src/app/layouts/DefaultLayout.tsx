import Box from '@mui/material/Box'
import { LazySiteBanner } from '../../features/banners/LazySiteBanner.tsx'
import { LazyFooterPromotion } from '../../features/promotions/LazyFooterPromotion.tsx'
import { AppHeader } from '../AppHeader.tsx'
import { PageOutlet } from '../PageOutlet.tsx'
import { SiteFooter } from '../SiteFooter.tsx'

export function DefaultLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <LazySiteBanner />
      <AppHeader />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <PageOutlet />
      </Box>
      <LazyFooterPromotion />
      <SiteFooter />
    </Box>
  )
}
