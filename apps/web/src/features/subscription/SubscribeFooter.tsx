import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ManageIcon from '@mui/icons-material/PlaylistAddCheck'
import ReplayIcon from '@mui/icons-material/Replay'
import PremiumIcon from '@mui/icons-material/WorkspacePremium'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import type { FooterAction } from './plan-rules.ts'

type Props = {
  action: FooterAction
  /** The action's request (or the navigation to checkout) is under way. */
  busy: boolean
  /** Checkout needs both an interval and a type. */
  complete: boolean
  onModify(): void
  onActivate(): void
  onManage(): void
}

const spinner = (label: string) => <CircularProgress size={18} color="inherit" aria-label={label} />

/** FACTS 5.4: exactly one full-width button under the plans. */
export function SubscribeFooter({ action, busy, complete, onModify, onActivate, onManage }: Props) {
  switch (action) {
    case 'modify':
      return (
        <Button
          fullWidth
          variant="contained"
          color="success"
          disabled={busy}
          startIcon={busy ? spinner('Modifying') : <ReplayIcon />}
          onClick={onModify}
        >
          Modify Subscription
        </Button>
      )
    case 'success':
      // Read-only: it says what happened, and the status tab follows by itself.
      return (
        <Button
          fullWidth
          variant="contained"
          color="success"
          aria-disabled
          disableRipple
          startIcon={<CheckCircleIcon />}
        >
          Success
        </Button>
      )
    case 'activate':
      return (
        <Button
          fullWidth
          variant="contained"
          disabled={!complete || busy}
          startIcon={busy ? spinner('Opening checkout') : <PremiumIcon />}
          onClick={onActivate}
        >
          Activate Subscription
        </Button>
      )
    case 'manage':
      return (
        <Button fullWidth variant="outlined" startIcon={<ManageIcon />} onClick={onManage}>
          Manage Subscription
        </Button>
      )
  }
}
