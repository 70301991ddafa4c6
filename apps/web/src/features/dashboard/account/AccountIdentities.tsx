import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { login, logout, useAuth } from '../../../stores/auth-store.ts'
import { AccountSection } from './AccountSection.tsx'
import { type IdentityRow, identityRows } from './identity-rules.ts'

/** The sign-in providers: Connect links another, Disconnect unlinks one (never the last). */
export function AccountIdentities() {
  const identities = useAuth((s) => s.user?.identities)
  if (!identities) return null
  return (
    <AccountSection title="Linked accounts" text="Sign in with any of the accounts connected here.">
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {identityRows(identities).map((row) => (
          <IdentityItem key={row.provider} row={row} />
        ))}
      </Stack>
    </AccountSection>
  )
}

function IdentityItem({ row }: { row: IdentityRow }) {
  const busy = useAuth((s) => s.loading)
  const reasonId = useId()
  const { identity } = row
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography variant="subtitle2" component="p">
          {row.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {identity ? `Connected as ${identity.userHandle || identity.userId}` : 'Not connected'}
        </Typography>
        {row.keep && (
          <Typography id={reasonId} variant="caption" color="text.secondary" component="p">
            {row.keep}
          </Typography>
        )}
      </Box>
      {identity ? (
        <Button
          variant="outlined"
          color="error"
          disabled={busy || row.keep !== undefined}
          aria-describedby={row.keep ? reasonId : undefined}
          aria-label={`Disconnect ${row.label}`}
          onClick={() => void logout(row.provider)}
        >
          Disconnect
        </Button>
      ) : (
        <Button
          variant="outlined"
          disabled={busy}
          aria-label={`Connect ${row.label}`}
          onClick={() => void login(row.provider)}
        >
          Connect
        </Button>
      )}
    </Box>
  )
}
