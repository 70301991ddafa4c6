import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SignOutEverywhereDialog } from '../../../components/account/SignOutEverywhereDialog.tsx'
import { SyncPanel } from '../../../components/account/SyncPanel.tsx'
import { AccountSection } from './AccountSection.tsx'

/** The user menu's sync toggle, and signing out of every browser. */
export function AccountSessions() {
  const [confirming, setConfirming] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <>
      <AccountSection title="Sync" text="Keep your settings the same on every device you sign in on.">
        <Box sx={{ mx: -1.5 }}>
          <SyncPanel />
        </Box>
      </AccountSection>
      <AccountSection title="Sessions" text="Signed in on a computer you no longer use? End every session.">
        <Box>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        </Box>
        <SignOutEverywhereDialog
          open={confirming}
          onCancel={() => setConfirming(false)}
          onSignedOut={() => {
            setConfirming(false)
            // Spec section 2: after logout the user goes to the root path, keeping the current query.
            navigate({ pathname: '/', search: location.search })
          }}
        />
      </AccountSection>
    </>
  )
}
