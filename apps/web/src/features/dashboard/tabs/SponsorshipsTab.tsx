import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { useAuth } from '../../../stores/auth-store.ts'
import { SponsorshipsPanel } from '../../sponsorships/SponsorshipsPanel.tsx'

/** docs/decisions/0020: the Sponsorships dialog's rows on the page; the subscription's Info opens its tab. */
export function SponsorshipsTab() {
  const headingId = useId()
  const ready = useAuth((s) => s.ready)
  const [, setParams] = useSearchParams()
  const showPlans = () =>
    setParams((params) => {
      params.set('tab', 'subscription')
      return params
    })
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        Sponsorships
      </Typography>
      {ready ? (
        <SponsorshipsPanel onSubscribe={showPlans} />
      ) : (
        <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Loading your sponsorships" />
      )}
    </Box>
  )
}
