import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { TEAM_MAX_MEMBERS } from '@one/contract/team'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { QueryProvider } from '../../../lib/query-client.tsx'
import { site } from '../../../lib/site.ts'
import { useAuth } from '../../../stores/auth-store.ts'
import { TeamPanel } from '../../team/TeamPanel.tsx'

/** docs/decisions/0020: the Team dialog's members, invite link, revoke and leave, on the page. */
export function TeamTab() {
  const headingId = useId()
  const ready = useAuth((s) => s.ready)
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        Team
      </Typography>
      {ready ? (
        <QueryProvider>
          <TeamPanel noTeam={<NoTeam />} />
        </QueryProvider>
      ) : (
        <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Loading your team" />
      )}
    </Box>
  )
}

function NoTeam() {
  const [params] = useSearchParams()
  const plans = new URLSearchParams(params)
  plans.set('tab', 'subscription')
  return (
    <Box role="status" sx={{ py: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 1 }}>You are not in a team.</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`The Team Access plan shares ${site.product} with up to ${TEAM_MAX_MEMBERS} team members, each with all its perks. Or ask a team owner for an invite link.`}
      </Typography>
      <Button variant="contained" component={Link} to={{ search: `?${plans}` }}>
        See the plans
      </Button>
    </Box>
  )
}
