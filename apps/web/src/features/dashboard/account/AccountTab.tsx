import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { QueryProvider } from '../../../lib/query-client.tsx'
import { useAuth } from '../../../stores/auth-store.ts'
import { openLoginDialog } from '../../../stores/login-dialog-store.ts'
import { AccountDelete } from './AccountDelete.tsx'
import { AccountDownload } from './AccountDownload.tsx'
import { AccountIdentities } from './AccountIdentities.tsx'
import { AccountProfile } from './AccountProfile.tsx'
import { AccountSection } from './AccountSection.tsx'
import { AccountSessions } from './AccountSessions.tsx'

/** The dashboard's Account tab (docs/decisions/0020): its sections; the shell gives the page its h1. */
export function AccountTab() {
  const user = useAuth((s) => s.user)
  const ready = useAuth((s) => s.ready)
  if (!ready) return <AccountSkeleton />
  if (!user) {
    return (
      <AccountSection title="Account" text="Sign in to manage your account.">
        <Stack direction="row">
          <Button variant="contained" onClick={openLoginDialog}>
            Sign in
          </Button>
        </Stack>
      </AccountSection>
    )
  }
  return (
    <QueryProvider>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <AccountProfile />
        <AccountIdentities />
        <AccountSessions />
        <AccountDownload />
        <AccountDelete />
      </Stack>
    </QueryProvider>
  )
}

const skeletons = [
  ['profile', 120],
  ['identities', 160],
  ['sync', 96],
  ['sessions', 96],
  ['data', 96],
] as const

function AccountSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your account">
      {skeletons.map(([section, height]) => (
        <Skeleton key={section} variant="rounded" height={height} />
      ))}
    </Stack>
  )
}
