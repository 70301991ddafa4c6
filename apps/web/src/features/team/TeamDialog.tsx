import GroupsIcon from '@mui/icons-material/GroupsOutlined'
import Typography from '@mui/material/Typography'
import { OneDialog } from '../../components/OneDialog.tsx'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { QueryProvider } from '../../lib/query-client.tsx'
import { TeamPanel } from './TeamPanel.tsx'

/** FACTS 6.2: "Team": its members, and the owner's invite link or the member's way out. */
export function TeamDialog({ open, onClose }: DialogProps) {
  return (
    <QueryProvider>
      <OneDialog open={open} onClose={onClose} title="Team" icon={<GroupsIcon />}>
        <TeamPanel
          noTeam={
            <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              You are not in a team any more.
            </Typography>
          }
        />
      </OneDialog>
    </QueryProvider>
  )
}
