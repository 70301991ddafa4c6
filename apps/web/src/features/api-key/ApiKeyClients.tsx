import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ConnectedClient } from '@one/contract/mcp-oauth'
import { useId, useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { Time } from '../../components/Time.tsx'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useConnectedClients, useRevokeClient } from './api/connected-clients.ts'

/** The MCP clients and the command line connected by signing in, each with Revoke (decision 0016). */
export function ApiKeyClients() {
  const clients = useConnectedClients()
  // The dialog may open over the dashboard's API tab: two of these on one page.
  const headingId = useId()
  const [revoking, setRevoking] = useState<ConnectedClient | null>(null)
  const revoke = useRevokeClient(() => setRevoking(null))
  const send = useSingleFlight(revoke)

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Connected clients
      </Typography>
      <Typography variant="body2" color="text.secondary">
        MCP clients and the One command line you let in by signing in, without a key.
      </Typography>
      {clients.isPending ? (
        <Skeleton
          variant="rounded"
          height={48}
          sx={{ mt: 1 }}
          role="progressbar"
          aria-label="Loading connected clients"
        />
      ) : clients.isError ? (
        <RetryAlert message={clients.error.message} onRetry={() => void clients.refetch()} />
      ) : clients.data.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          No client is connected.
        </Typography>
      ) : (
        <List dense aria-label="Connected clients">
          {clients.data.map((client) => (
            <ListItem
              key={client.clientId}
              divider
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  aria-label={`Revoke ${client.clientName}`}
                  onClick={() => setRevoking(client)}
                >
                  Revoke
                </Button>
              }
            >
              <ListItemText
                primary={client.clientName}
                secondary={
                  <>
                    {'Connected '}
                    <Time value={client.connectedAt} />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.clientName ?? 'this client'}?`}
        text="It stops working at once. To use it again, connect it again by signing in from the client."
        confirm="Revoke"
        busy={revoke.isPending && 'Revoking'}
        onConfirm={() => revoking && send(revoking.clientId)}
        onCancel={() => setRevoking(null)}
      />
    </Box>
  )
}
