import type { SubscriptionInfo } from '@one/contract/membership'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useCancel } from './api/cancel.ts'
import { formatDay } from './subscription-format.ts'

type Props = { subscription: SubscriptionInfo; open: boolean; onClose(): void }

/** Asks before cancelling: the plan then runs to the end of its period and does not renew. */
export function CancelDialog({ subscription, open, onClose }: Props) {
  const mutation = useCancel()
  const send = useSingleFlight(mutation)
  return (
    <ConfirmDialog
      open={open}
      title="Cancel your subscription?"
      text={`Your plan stays active until ${formatDay(subscription.currentPeriodEnd)}, then it ends and is not renewed.`}
      confirm="Cancel subscription"
      dismiss="Keep subscription"
      busy={mutation.isPending && 'Cancelling'}
      onConfirm={() => send(subscription.id, { onSuccess: onClose })}
      onCancel={onClose}
    />
  )
}
