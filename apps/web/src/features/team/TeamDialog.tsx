import GroupsIcon from '@mui/icons-material/GroupsOutlined'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { TEAM_MAX_MEMBERS } from '@one/contract/team'
import { useEffect, useId } from 'react'
import { OneDialog } from '../../components/OneDialog.tsx'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { QueryProvider } from '../../lib/query-client.tsx'
import { site } from '../../lib/site.ts'
import { isTeamOwner } from '../../lib/user-facts.ts'
import { useAuth, verify } from '../../stores/auth-store.ts'
import { memberCount } from './invite-link.ts'
import { TeamAccessCard } from './TeamAccessCard.tsx'
import { TeamInviteButton } from './TeamInviteButton.tsx'
import { TeamMembers } from './TeamMembers.tsx'

/** FACTS 6.2: "Team": its members, and the owner's invite link or the member's way out. */
export function TeamDialog({ open, onClose }: DialogProps) {
  return (
    <QueryProvider>
      <OneDialog open={open} onClose={onClose} title="Team" icon={<GroupsIcon />}>
        <TeamContent />
      </OneDialog>
    </QueryProvider>
  )
}

function TeamContent() {
  const user = useAuth((s) => s.user)
  const loading = useAuth((s) => s.loading)
  const team = user?.team ?? null
  const owner = isTeamOwner(user)
  const headingId = useId()
  // Members join and leave from other browsers: opening the dialog asks for the team as it is now.
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
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          You are not in a team any more.
        </Typography>
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
