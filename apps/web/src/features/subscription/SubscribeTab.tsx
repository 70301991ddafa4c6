import Box from '@mui/material/Box'
import type { SubscriptionInfo } from '@one/contract/membership'
import { useState } from 'react'
import { useAuth } from '../../stores/auth-store.ts'
import { PlanPicker } from './PlanPicker.tsx'
import {
  footerAction,
  heldSubscription,
  isComplete,
  type PlanChoice,
  startingPlan,
  teamPlanDisabled,
} from './plan-rules.ts'
import { SubscribeFooter } from './SubscribeFooter.tsx'
import { SubscriptionPerks } from './SubscriptionPerks.tsx'
import { useCheckoutNavigation } from './use-checkout-navigation.ts'
import { useModifySequence } from './use-modify-sequence.ts'

type Props = { subscription: SubscriptionInfo | null | undefined; onShowStatus(): void }

/** FACTS 5.4: the plans, the perks and the one button that subscribes, modifies or manages. */
export function SubscribeTab({ subscription, onShowStatus }: Props) {
  const user = useAuth((s) => s.user)
  const access = useAuth((s) => s.access)
  // Until the user picks, the choice follows the current plan (which arrives with the info).
  const [picked, setPicked] = useState<PlanChoice | null>(null)
  const choice = picked ?? startingPlan(subscription)
  const held = heldSubscription(user, subscription)
  const sequence = useModifySequence({ onShowStatus, onReset: () => setPicked(null) })
  const { checkout, leaving } = useCheckoutNavigation()
  const action = footerAction({
    user,
    choice,
    held,
    modifying: sequence.modifying,
    succeeded: sequence.succeeded,
  })

  return (
    <>
      <PlanPicker choice={choice} teamDisabled={teamPlanDisabled(user, access)} onChange={setPicked} />
      <Box sx={{ my: 2 }}>
        <SubscriptionPerks type={choice.type} />
      </Box>
      <SubscribeFooter
        action={action}
        busy={action === 'modify' ? sequence.modifying : leaving}
        complete={isComplete(choice)}
        onModify={() => held && isComplete(choice) && sequence.modify(held.id, choice)}
        onActivate={() => isComplete(choice) && checkout(choice)}
        onManage={onShowStatus}
      />
    </>
  )
}
