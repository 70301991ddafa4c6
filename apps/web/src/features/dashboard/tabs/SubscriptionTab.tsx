import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { QueryProvider } from '../../../lib/query-client.tsx'
import { useAuth } from '../../../stores/auth-store.ts'
import { SubscriptionPanel } from '../../subscription/SubscriptionPanel.tsx'

/** docs/decisions/0020: the Subscriptions dialog's plans, status and invoices, on the page. */
export function SubscriptionTab() {
  const headingId = useId()
  // Which part shows first depends on the user's plan: wait for the session before choosing.
  const signedIn = useAuth((s) => s.ready && s.user !== null)
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        Subscription
      </Typography>
      {signedIn ? (
        <QueryProvider>
          <SubscriptionPanel />
        </QueryProvider>
      ) : (
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading your subscription" />
      )}
    </Box>
  )
}
