import CreditCardIcon from '@mui/icons-material/CreditCardOutlined'
import { OneDialog } from '../../components/OneDialog.tsx'
import type { DialogProps } from '../../lib/dialog-registration.ts'
import { QueryProvider } from '../../lib/query-client.tsx'
import type { SubscriptionTab } from './plan-rules.ts'
import { SubscriptionPanel } from './SubscriptionPanel.tsx'

type Props = DialogProps & { tab?: SubscriptionTab }

/** FACTS 5.3: "Subscriptions", a subscribe tab and a status tab, moved between by their buttons. */
export function SubscriptionsDialog({ open, onClose, tab }: Props) {
  return (
    <QueryProvider>
      <OneDialog open={open} onClose={onClose} title="Subscriptions" icon={<CreditCardIcon />}>
        <SubscriptionPanel asked={tab} />
      </OneDialog>
    </QueryProvider>
  )
}

export const SubscribeDialog = (props: DialogProps) => <SubscriptionsDialog {...props} tab="subscribe" />
export const StatusDialog = (props: DialogProps) => <SubscriptionsDialog {...props} tab="status" />
