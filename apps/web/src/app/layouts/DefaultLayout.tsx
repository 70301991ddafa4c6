import Box from '@mui/material/Box'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { AppHeader } from '../AppHeader.tsx'
import { PageLoading } from '../PageLoading.tsx'
import { SiteFooter } from '../SiteFooter.tsx'

export function DefaultLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppHeader />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  )
}
