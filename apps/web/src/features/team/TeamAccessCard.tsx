import LeaveIcon from '@mui/icons-material/ExitToApp'
import ShieldIcon from '@mui/icons-material/ShieldOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Team } from '@one/contract/auth'
import { useId, useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useLeaveTeam } from './api/leave-team.ts'

/** FACTS 6.2, the member's view: the access the team gives, and leaving it (decision 9: after asking). */
export function TeamAccessCard({ team }: { team: Team }) {
  const headingId = useId()
  const [asking, setAsking] = useState(false)
  const leave = useLeaveTeam()
  const send = useSingleFlight(leave)
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <ShieldIcon color="action" />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            My Team Access
          </Typography>
          <Chip size="small" color="success" label="Active" />
        </Box>
        <Typography variant="body2" color="text.secondary">
          You are currently a member of a team with an All-access Pass.
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<LeaveIcon />}
        // FACTS 6.2's 145 px at least, and never two lines.
        sx={{ minWidth: 145, flexShrink: 0, whiteSpace: 'nowrap' }}
        onClick={() => setAsking(true)}
      >
        Leave team
      </Button>
      <ConfirmDialog
        open={asking}
        title="Leave this team?"
        text={`You lose the access ${team.name} gives you. To come back you need a new invite link.`}
        confirm="Leave team"
        busy={leave.isPending && 'Leaving'}
        onConfirm={() => send(team.id, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  )
}
