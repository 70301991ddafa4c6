import Box from '@mui/material/Box'
import { lazy, Suspense, useRef, useState } from 'react'
import { useAuth } from '../../stores/auth-store.ts'
import { AvatarButton } from './AvatarButton.tsx'
import { LazyUnreadBadge } from './LazyUnreadBadge.tsx'
import { LoginButton } from './LoginButton.tsx'

// The menu (and every dialog it will hold) is its own chunk, fetched on first hover or open.
const UserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })))

/** The app bar's entry to the user menu: 'Login' for guests, the avatar once signed in. */
export function UserMenuButton() {
  const signedIn = useAuth((s) => s.user !== null)
  const loading = useAuth((s) => s.loading)
  // The menu hangs from this wrapper, which outlives the swap between the two buttons at sign-in. A
  // ref, not state: a state set as the page is first drawn would draw the header again at once, in
  // the task that ends hydration (docs/decisions/0017); the menu reads it when it opens.
  const anchor = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const want = () => setWanted(true)
  const button = {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    loading,
    onClick: () => {
      want()
      setOpen(true)
    },
    onPointerEnter: want,
    onFocus: want,
  } as const
  return (
    <>
      <Box component="span" ref={anchor} sx={{ display: 'inline-flex', position: 'relative' }}>
        {signedIn ? <AvatarButton open={open} {...button} /> : <LoginButton {...button} />}
        <LazyUnreadBadge />
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenu anchor={open ? anchor.current : null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
