import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { useAnswerConsent } from './api/answer-consent.ts'

/**
 * Allow and Deny: one answer per request; both stay disabled while it travels and after. `forEveryone`:
 * any signed-in user may allow (the command line), not only a subscriber.
 */
export function ConsentAnswer({ uid, forEveryone = false }: { uid: string; forEveryone?: boolean }) {
  const user = useAuth((s) => s.user)
  const subscriber = useIsSubscriber()
  const answer = useAnswerConsent(uid)
  const send = useSingleFlight(answer)
  // After a success the browser is leaving: a second answer would only be refused.
  const busy = answer.isPending || answer.isSuccess
  const spinner = (label: string) => <CircularProgress size={16} color="inherit" aria-label={label} />

  return (
    <Stack sx={{ alignItems: 'flex-end', gap: 1, width: '100%' }}>
      {answer.isError && (
        <Typography role="alert" color="error" variant="body2">
          {answer.error.message}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          variant="outlined"
          disabled={busy}
          startIcon={busy && answer.variables === 'deny' ? spinner('Denying') : undefined}
          onClick={() => send('deny')}
        >
          Deny
        </Button>
        <Button
          variant="contained"
          disabled={busy || !user || !(subscriber || forEveryone)}
          startIcon={busy && answer.variables === 'allow' ? spinner('Allowing') : undefined}
          onClick={() => send('allow')}
        >
          Allow
        </Button>
      </Stack>
    </Stack>
  )
}
