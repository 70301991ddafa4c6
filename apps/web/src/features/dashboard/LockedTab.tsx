import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { UnlockNote } from '../../components/UnlockNote.tsx'
import { loadWithReload } from '../../lib/lazy-reload.ts'
import { DASHBOARD_PATH, type TabNeed, tabSearch } from './dashboard-tabs.ts'

const notes: Record<TabNeed, { text: string; how: string }> = {
  subscriber: {
    text: 'API access is for subscribers.',
    how: 'Subscribe to create a personal MCP API key for your editor or AI assistant.',
  },
  team: {
    text: 'The team tab is for members of a team.',
    how: 'Choose the team plan to invite others, or open an invite link from a team owner to join theirs.',
  },
}

const LockedApiClients = lazy(async () => ({
  default: (await loadWithReload(() => import('./LockedApiClients.tsx'))).LockedApiClients,
}))

/** A tab this user does not have, opened by its address: what it needs, and the way to get it. */
export function LockedTab({ need }: { need: TabNeed }) {
  const [params] = useSearchParams()
  const { text, how } = notes[need]
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      <UnlockNote />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {how}
      </Typography>
      <Button
        variant="contained"
        component={Link}
        to={{ pathname: DASHBOARD_PATH, search: tabSearch('subscription', params) }}
        sx={{ mt: 2 }}
      >
        See plans
      </Button>
      {need === 'subscriber' && (
        <Suspense fallback={null}>
          <LockedApiClients />
        </Suspense>
      )}
    </Paper>
  )
}
