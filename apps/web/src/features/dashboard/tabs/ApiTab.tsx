import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { QueryProvider } from '../../../lib/query-client.tsx'
import { useAuth } from '../../../stores/auth-store.ts'
import { ApiKeyPanel } from '../../api-key/ApiKeyPanel.tsx'

/** docs/decisions/0020: the API Key dialog's key, Generate or Regenerate, and connected MCP clients, on the page. */
export function ApiTab() {
  const headingId = useId()
  // Whether the key shows or the way to subscribe depends on the session.
  const ready = useAuth((s) => s.ready)
  const [params] = useSearchParams()
  const plans = new URLSearchParams(params)
  plans.set('tab', 'subscription')
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        API access
      </Typography>
      {ready ? (
        <QueryProvider>
          <ApiKeyPanel subscribeTo={{ search: `?${plans}` }} />
        </QueryProvider>
      ) : (
        <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Loading your API key" />
      )}
    </Box>
  )
}
