import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { monthlyTotal } from '@one/contract/sponsorships'
import { formatDollars } from '../../lib/format/money.ts'
import { site } from '../../lib/site.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { SponsorshipRow } from './SponsorshipRow.tsx'
import { sponsorshipEntries } from './sponsorship-entries.ts'

/**
 * FACTS 4.8 and 10.7: each way of supporting, and what the user gives. The body of the Sponsorships
 * dialog and of the dashboard's sponsorships tab; `onSubscribe` shows the plans where it is.
 */
export function SponsorshipsPanel({ onSubscribe }: { onSubscribe(): void }) {
  const user = useAuth((s) => s.user)
  const isSubscriber = useIsSubscriber()
  const entries = sponsorshipEntries(user)
  const total = monthlyTotal(user?.sponsorships ?? [])
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Support Vuetify
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Support Vuetify through GitHub Sponsors or Discord to unlock exclusive benefits and content.
      </Typography>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Sponsorships">
        {entries.map((entry) => (
          <SponsorshipRow key={entry.id} entry={entry} onSubscribe={onSubscribe} />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }}
        role="status"
      >
        {isSubscriber && user && <CheckCircleIcon color="success" fontSize="small" />}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {isSubscriber && user ? 'One Status: Active' : 'One Status: Inactive'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user
            ? isSubscriber
              ? `You are currently receiving benefits of ${site.product}.`
              : `Support through any of the above to unlock ${site.product}.`
            : `Login to activate ${site.product} benefits`}
        </Typography>
      </Stack>
      {user && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="monthly-total">
          Monthly total: {formatDollars(total)}
        </Typography>
      )}
    </>
  )
}
