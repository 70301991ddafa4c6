import LoginIcon from '@mui/icons-material/Login'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'

// The menu (and every dialog it will hold) is its own chunk, fetched on first open.
const UserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })))

/** The app bar's entry to the user menu. */
export function UserMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        endIcon={<LoginIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setWanted(true)
          setAnchor(event.currentTarget)
        }}
        onPointerEnter={() => setWanted(true)}
      >
        Login
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
