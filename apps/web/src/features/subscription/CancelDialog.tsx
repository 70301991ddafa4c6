import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { SubscriptionInfo } from '@one/contract/membership'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useCancel } from './api/cancel.ts'
import { formatDay } from './subscription-format.ts'

type Props = { subscription: SubscriptionInfo; open: boolean; onClose(): void }

/** Asks before cancelling: the plan then runs to the end of its period and does not renew. */
export function CancelDialog({ subscription, open, onClose }: Props) {
  const mutation = useCancel()
  const send = useSingleFlight(mutation)
  const busy = mutation.isPending
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="cancel-subscription-title"
      aria-describedby="cancel-subscription-text"
    >
      <DialogTitle id="cancel-subscription-title">Cancel your subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-subscription-text">
          Your plan stays active until {formatDay(subscription.currentPeriodEnd)}, then it ends and is not
          renewed.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Keep subscription
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => send(subscription.id, { onSuccess: onClose })}
          startIcon={
            busy ? <CircularProgress size={16} color="inherit" aria-label="Cancelling" /> : undefined
          }
        >
          Cancel subscription
        </Button>
      </DialogActions>
    </Dialog>
  )
}
