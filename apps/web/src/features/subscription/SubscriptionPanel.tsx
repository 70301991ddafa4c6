import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import { useRef, useState } from 'react'
import { site } from '../../lib/site.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useMembershipInfo } from './api/get-info.ts'
import { firstTab, type SubscriptionTab } from './plan-rules.ts'
import { SubscribeTab } from './SubscribeTab.tsx'
import { SubscriptionHeading } from './SubscriptionHeading.tsx'
import { SubscriptionInvoices } from './SubscriptionInvoices.tsx'
import { SubscriptionStatus } from './SubscriptionStatus.tsx'

/**
 * FACTS 5.3: the subscribe part and the status part, moved between by their buttons. The body of the
 * Subscriptions dialog and of the dashboard's subscription tab; it needs a QueryProvider around it.
 */
export function SubscriptionPanel({ asked }: { asked?: SubscriptionTab }) {
  const user = useAuth((s) => s.user)
  const [tab, setTab] = useState(() => firstTab(asked, user))
  const query = useMembershipInfo()
  // The button that switched tabs is gone with its tab: the keyboard continues from the new one.
  const switched = useRef(false)
  const show = (next: SubscriptionTab) => {
    switched.current = true
    setTab(next)
  }
  const focusIfSwitched = (panel: HTMLElement | null) => {
    if (!panel) return
    if (switched.current) panel.focus()
    switched.current = false
  }

  return (
    <>
      <SubscriptionHeading
        title={site.product}
        text={`The ${site.product} subscription is a great way to support the Vuetify team and get access to exclusive features and content.`}
      />
      <Divider sx={{ my: 2 }} />
      <Box
        component="section"
        key={tab}
        ref={focusIfSwitched}
        tabIndex={-1}
        aria-label={tab === 'subscribe' ? 'Plans' : 'Status'}
        sx={{ outline: 'none' }}
      >
        {tab === 'subscribe' ? (
          <SubscribeTab subscription={query.data?.subscription} onShowStatus={() => show('status')} />
        ) : (
          <>
            <SubscriptionStatus
              info={query.data}
              failed={query.isError}
              onRetry={() => void query.refetch()}
              onChangePlan={() => show('subscribe')}
            />
            <Box sx={{ mt: 3 }}>
              <SubscriptionInvoices invoices={query.data?.invoices} />
            </Box>
          </>
        )}
      </Box>
    </>
  )
}
