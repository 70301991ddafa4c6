import CheckIcon from '@mui/icons-material/Check'
import BillingIcon from '@mui/icons-material/CreditCardOutlined'
import PremiumIcon from '@mui/icons-material/WorkspacePremium'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { MembershipInfo, SubscriptionInfo } from '@one/contract/membership'
import { useState } from 'react'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { formatCents } from '../../lib/format/money.ts'
import { hasBilling } from '../../lib/user-facts.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { manageUrl } from './api/stripe-pages.ts'
import { CancelDialog } from './CancelDialog.tsx'
import { heldSubscription, startingPlan } from './plan-rules.ts'
import { periodLine, statusLabel, statusNote } from './subscription-format.ts'
import { useCheckoutNavigation } from './use-checkout-navigation.ts'

type Props = {
  /** Undefined until the info arrives. */
  info: MembershipInfo | undefined
  failed: boolean
  onRetry(): void
  onChangePlan(): void
}

/** FACTS 5.5: the plan's status, price and period, with Activate, Billing and Cancel where they apply. */
export function SubscriptionStatus({ info, failed, onRetry, onChangePlan }: Props) {
  const user = useAuth((s) => s.user)
  const subscriber = useIsSubscriber()
  const billing = hasBilling(user)
  const subscription = info?.subscription
  const held = heldSubscription(user, subscription)
  const { checkout, leaving } = useCheckoutNavigation()
  const [cancelling, setCancelling] = useState(false)

  if (failed && !info) {
    return <RetryAlert message="The subscription could not be loaded." onRetry={onRetry} />
  }
  return (
    <>
      <Card variant="outlined" component="section" aria-label="Subscription Status">
        <CardHeader
          avatar={<PremiumIcon color={subscriber ? 'success' : 'disabled'} />}
          title="Subscription Status"
          slotProps={{ title: { component: 'h3', variant: 'subtitle1', sx: { fontWeight: 600 } } }}
          subheader={<StatusSubtitle info={info} onChangePlan={onChangePlan} />}
          sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
          action={
            <Stack direction="row" spacing={1}>
              {billing && subscription?.status === 'canceled' && (
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<CheckIcon />}
                  disabled={leaving}
                  onClick={() => checkout(startingPlan(subscription))}
                >
                  Activate
                </Button>
              )}
              {billing && (
                <Button
                  startIcon={<BillingIcon />}
                  href={manageUrl()}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Billing
                </Button>
              )}
              {held && !held.cancelAtPeriodEnd && (
                <Button color="error" onClick={() => setCancelling(true)}>
                  Cancel
                </Button>
              )}
            </Stack>
          }
        />
      </Card>
      {subscription && <PeriodLine subscription={subscription} />}
      {held && <CancelDialog subscription={held} open={cancelling} onClose={() => setCancelling(false)} />}
    </>
  )
}

function StatusSubtitle({ info, onChangePlan }: { info: MembershipInfo | undefined; onChangePlan(): void }) {
  if (!info) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label="Loading the subscription">
        <Skeleton width={64} />
        <span>—</span>
        <Skeleton width={96} />
      </Stack>
    )
  }
  const change = (
    <Button size="small" variant="text" onClick={onChangePlan} sx={{ minWidth: 0, px: 0.5 }}>
      {info.subscription ? '(Change Subscription)' : '(Choose a plan)'}
    </Button>
  )
  if (!info.subscription) {
    return <Box component="span">No subscription yet {change}</Box>
  }
  const plan = info.subscription.items[0]?.plan
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Box component="strong">{statusLabel(info.subscription.status)}</Box>
      {plan && (
        <>
          <span aria-hidden>—</span>
          <span>
            <span>{formatCents(plan.amount)}</span>
            <Typography component="small" variant="caption" color="text.secondary">
              /{plan.interval}
            </Typography>
          </span>
          {change}
        </>
      )}
    </Box>
  )
}

function PeriodLine({ subscription }: { subscription: SubscriptionInfo }) {
  const line = periodLine(subscription)
  const note = statusNote(subscription.status)
  return (
    <>
      {line && (
        <Typography sx={{ mt: 1.5 }}>
          {line.lead} <strong>{line.day}</strong>.
        </Typography>
      )}
      {note && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {note}
        </Typography>
      )}
    </>
  )
}
