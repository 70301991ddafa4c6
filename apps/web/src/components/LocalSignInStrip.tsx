import Box from '@mui/material/Box'
import { config } from '../lib/runtime-config.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

/**
 * While the server signs people in through its local emulators, anyone can be anyone: the site says
 * so on every page. Fixed in a corner, it moves nothing else; shown after hydration, it is not part
 * of the prerendered page.
 */
export function LocalSignInStrip({ show = config.localSignIn === true }: { show?: boolean }) {
  const hydrated = useHydrated()
  if (!show || !hydrated) return null
  return (
    <Box
      role="note"
      sx={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 12,
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        pointerEvents: 'none',
      }}
    >
      Local sign-in: for development only
    </Box>
  )
}
