import PersonAddIcon from '@mui/icons-material/PersonAddOutlined'
import Button from '@mui/material/Button'
import Popover from '@mui/material/Popover'
import { useId, useState } from 'react'
import { TeamInvitePanel } from './TeamInvitePanel.tsx'

/** FACTS 6.2: "Add member" opens the invite link below it. */
export function TeamInviteButton({ inviteCode }: { inviteCode: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const id = useId()
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAddIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add member
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Member invite link',
            // A phone's whole width, less the margin the popover keeps from the edges.
            sx: { width: { xs: 'calc(100% - 32px)', sm: 450 } },
          },
        }}
      >
        <TeamInvitePanel inviteCode={inviteCode} />
      </Popover>
    </>
  )
}
