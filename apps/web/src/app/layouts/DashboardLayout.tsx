import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { AppHeader } from '../AppHeader.tsx'
import { PageLoading } from '../PageLoading.tsx'
import { SiteFooter } from '../SiteFooter.tsx'

/** The signed-in area: a titled, narrower column under the same app bar and footer. */
export function DashboardLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppHeader />
      <Box component="main" sx={{ flex: 1, bgcolor: 'action.hover' }} data-layout="dashboard">
        <Container maxWidth="md" sx={{ py: 4 }}>
          <Typography variant="overline" color="text.secondary">
            Dashboard
          </Typography>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <SiteFooter />
    </Box>
  )
}
