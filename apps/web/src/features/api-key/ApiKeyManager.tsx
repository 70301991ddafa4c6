import AddIcon from '@mui/icons-material/Add'
import RefreshIcon from '@mui/icons-material/Refresh'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { site } from '../../lib/site.ts'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { ApiKeyClients } from './ApiKeyClients.tsx'
import { ApiKeyHowTo } from './ApiKeyHowTo.tsx'
import { ApiKeySaveDialog } from './ApiKeySaveDialog.tsx'
import { ApiKeyTable } from './ApiKeyTable.tsx'
import { useGenerateApiKey } from './api/generate-api-key.ts'
import { useApiKey } from './api/get-api-key.ts'

/** FACTS section 8: the subscriber's key, Generate or Regenerate (after asking), and the connected clients. */
export function ApiKeyManager() {
  const token = useApiKey(true)
  // The whole key, from the answer that made it: shown once in the save dialog, gone when this closes.
  const [wholeKey, setWholeKey] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const generate = useGenerateApiKey(({ apiKey }) => {
    setWholeKey(apiKey)
    setSaving(true)
    setConfirming(false)
  })
  const send = useSingleFlight(generate)
  const busy = generate.isPending

  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {`Do not share your API key with others or expose it in the browser or other client-side code. To protect your account's security, ${site.brand} may disable any API key that has leaked publicly.`}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <ApiKeyHowTo apiKey={wholeKey} />
      </Box>
      {token.isPending ? (
        <Skeleton variant="rounded" height={80} role="progressbar" aria-label="Loading your API key" />
      ) : token.isError ? (
        <RetryAlert message={token.error.message} onRetry={() => void token.refetch()} />
      ) : (
        <>
          {token.data ? (
            <ApiKeyTable token={token.data} />
          ) : (
            <Typography role="status" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              You have no API key yet.
            </Typography>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              startIcon={
                busy ? (
                  <CircularProgress size={16} color="inherit" aria-label="Generating" />
                ) : token.data ? (
                  <RefreshIcon />
                ) : (
                  <AddIcon />
                )
              }
              onClick={() => {
                // The second click of a double click on Generate lands after the key exists.
                if (saving) return
                if (token.data) setConfirming(true)
                else send(false)
              }}
            >
              {token.data ? 'Regenerate API Key' : 'Generate API Key'}
            </Button>
          </Box>
        </>
      )}
      {token.isSuccess && <ApiKeyClients />}
      <ConfirmDialog
        open={confirming}
        title="Regenerate your API key?"
        text="Your current key stops working at once: every tool that uses it must be given the new one."
        confirm="Regenerate"
        busy={busy && 'Regenerating'}
        // A click on the dialog as it fades out, after the key was replaced, replaces nothing.
        onConfirm={() => confirming && send(true)}
        onCancel={() => setConfirming(false)}
      />
      <ApiKeySaveDialog apiKey={saving ? wholeKey : null} onClose={() => setSaving(false)} />
    </>
  )
}
