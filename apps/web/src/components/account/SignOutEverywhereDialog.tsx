import { useState } from 'react'
import { logoutEverywhere } from '../../stores/auth-store.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'

/** docs/decisions/0008: asks before signing out of every browser; its buttons wait while the server answers. */
export function SignOutEverywhereDialog({
  open,
  onCancel,
  onSignedOut,
}: {
  open: boolean
  onCancel(): void
  onSignedOut(): void
}) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    const signedOut = await logoutEverywhere()
    setBusy(false)
    if (signedOut) onSignedOut()
  }
  return (
    <ConfirmDialog
      open={open}
      title="Sign out of every browser?"
      text="You will need to sign in again everywhere."
      confirm="Sign out everywhere"
      busy={busy && 'Signing out'}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  )
}
