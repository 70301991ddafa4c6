import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useAuth, verify } from '../../../stores/auth-store.ts'
import { useSnackbars } from '../../../stores/snackbar-store.ts'
import { AccountSection } from './AccountSection.tsx'
import { useDeleteAccount } from './api/delete-account.ts'
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx'

const ACCOUNT_DELETED = 'Your account was deleted.'

/** "Delete my account": confirmed by typing the name; then signed out and sent home. */
export function AccountDelete() {
  const name = useAuth((s) => s.user?.name)
  const [open, setOpen] = useState(false)
  const deletion = useDeleteAccount()
  const navigate = useNavigate()
  if (name === undefined) return null

  const remove = (confirm: string) =>
    deletion.mutate(confirm, {
      onSuccess: async () => {
        setOpen(false)
        navigate('/', { replace: true })
        // The server has ended every session and cleared the cookie: verify finds nobody.
        await verify(true)
        useAuth.setState({ user: null, access: [] })
        useSnackbars.getState().push(ACCOUNT_DELETED, 'success')
      },
    })

  return (
    <AccountSection
      title="Delete account"
      text="Deletes your account and everything in it. Invoices of past payments stay with our payment provider."
    >
      <Box>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            deletion.reset()
            setOpen(true)
          }}
        >
          Delete my account
        </Button>
      </Box>
      <DeleteAccountDialog
        open={open}
        name={name}
        busy={deletion.isPending}
        error={deletion.isError ? deletion.error.message || 'Could not delete your account.' : undefined}
        onDelete={remove}
        onCancel={() => setOpen(false)}
      />
    </AccountSection>
  )
}
