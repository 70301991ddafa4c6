import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { TEAM_MAX_MEMBERS } from '@one/contract/team'
import { type ReactNode, useEffect, useId } from 'react'
import { site } from '../../lib/site.ts'
import { isTeamOwner } from '../../lib/user-facts.ts'
import { useAuth, verify } from '../../stores/auth-store.ts'
import { memberCount } from './invite-link.ts'
import { TeamAccessCard } from './TeamAccessCard.tsx'
import { TeamInviteButton } from './TeamInviteButton.tsx'
import { TeamMembers } from './TeamMembers.tsx'

/**
 * FACTS 6.2: the team's members, and the owner's invite link or the member's way out. The body of the
 * Team dialog and of the dashboard's team tab (inside a QueryProvider); `noTeam` is what shows without one.
 */
export function TeamPanel({ noTeam }: { noTeam: ReactNode }) {
  const user = useAuth((s) => s.user)
  const loading = useAuth((s) => s.loading)
  const team = user?.team ?? null
  const owner = isTeamOwner(user)
  const headingId = useId()
  // Members join and leave from other browsers: showing the team asks for it as it is now.
  useEffect(() => {
    void verify(true)
  }, [])

  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Manage your team
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Share access to ${site.product} with up to ${TEAM_MAX_MEMBERS} team members.`}
        </Typography>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading your team" />}</Box>
      {!team ? (
        noTeam
      ) : (
        <>
          {!owner && (
            <Box sx={{ mb: 2 }}>
              <TeamAccessCard team={team} />
            </Box>
          )}
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby={headingId}
            sx={{ p: 2, bgcolor: 'action.hover' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1 }}>
                <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  Members
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {memberCount(team.members.length)}
                </Typography>
              </Box>
              {owner && team.inviteCode && <TeamInviteButton inviteCode={team.inviteCode} />}
            </Box>
            <TeamMembers team={team} headingId={headingId} canRevoke={owner} />
          </Paper>
        </>
      )}
    </>
  )
}
