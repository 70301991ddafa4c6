import PlanIcon from '@mui/icons-material/WorkspacePremiumOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { useAuth } from '../../../stores/auth-store.ts'
import { SUBSCRIPTION_TAB } from './activity-line.ts'
import { type PlanSummary, planSummary } from './plan-summary.ts'

const HEADING_ID = 'overview-plan'

function describe(summary: PlanSummary): { title: string; detail: string } {
  switch (summary.kind) {
    case 'plan':
      return {
        title: summary.name,
        detail: summary.active
          ? summary.price
          : 'Your plan has ended: subscribe again to get your perks back.',
      }
    case 'sponsor':
      return { title: 'Sponsor', detail: `Your ${summary.platform} sponsorship makes you a subscriber.` }
    case 'team-member':
      return { title: 'Team member', detail: `${summary.teamName}'s plan covers you.` }
    case 'none':
      return { title: 'No plan yet', detail: 'Subscribe for themes, ad-free pages, an API key and more.' }
  }
}

/** The user's plan at a glance, read-only; changes are made on the subscription tab. */
export function PlanCard() {
  const user = useAuth((s) => s.user)
  const access = useAuth((s) => s.access)
  const summary = planSummary(user, access)
  const { title, detail } = describe(summary)
  const subscribes = summary.kind === 'plan' && summary.active
  return (
    <Paper component="section" variant="outlined" aria-labelledby={HEADING_ID} sx={{ p: 2, flex: 1 }}>
      <Stack spacing={1} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlanIcon color={summary.kind === 'none' ? 'disabled' : 'success'} />
          <Typography id={HEADING_ID} component="h2" variant="h6">
            Your plan
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          {summary.kind === 'plan' && (
            <Chip
              size="small"
              label={summary.active ? 'Active' : 'Ended'}
              color={summary.active ? 'success' : 'default'}
              variant="outlined"
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {detail}
        </Typography>
        <div>
          <Button component={Link} to={SUBSCRIPTION_TAB} variant={subscribes ? 'text' : 'outlined'}>
            {summary.kind === 'none' || (summary.kind === 'plan' && !summary.active)
              ? 'See plans'
              : 'Subscription details'}
          </Button>
        </div>
      </Stack>
    </Paper>
  )
}
