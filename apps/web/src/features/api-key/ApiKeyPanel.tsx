import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Link, type To } from 'react-router'
import { UNLOCK_TEXT } from '../../components/UnlockNote.tsx'
import { site } from '../../lib/site.ts'
import { useIsSubscriber } from '../../stores/use-subscriber.ts'
import { ApiKeyManager } from './ApiKeyManager.tsx'

/**
 * FACTS section 8: the MCP access token, or for someone who does not subscribe the way to. The body of
 * the API Key dialog and of the dashboard's API tab (inside a QueryProvider); `subscribeTo` leads to
 * the plans where it is.
 */
export function ApiKeyPanel({ subscribeTo }: { subscribeTo: To }) {
  const subscriber = useIsSubscriber()
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          MCP Access Token
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`As a subscriber of ${site.product}, you have access to create a personal MCP API key.`}
        </Typography>
      </Box>
      <Divider sx={{ my: 2 }} />
      {subscriber ? <ApiKeyManager /> : <ApiKeyLocked subscribeTo={subscribeTo} />}
    </>
  )
}

function ApiKeyLocked({ subscribeTo }: { subscribeTo: To }) {
  return (
    <Box role="status" sx={{ py: 3, textAlign: 'center' }}>
      <Typography color="warning.main" sx={{ mb: 2 }}>
        {UNLOCK_TEXT}
      </Typography>
      <Button variant="contained" component={Link} to={subscribeTo}>
        Subscribe
      </Button>
    </Box>
  )
}
