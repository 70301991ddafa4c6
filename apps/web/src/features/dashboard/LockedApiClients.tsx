import { QueryProvider } from '../../lib/query-client.tsx'
import { ApiKeyClients } from '../api-key/ApiKeyClients.tsx'

/**
 * The API tab's connected clients for someone who does not subscribe: the command line signs in
 * without a subscription (decision 0023), and its sign-ins are revoked here like an MCP client's.
 */
export function LockedApiClients() {
  return (
    <QueryProvider>
      <ApiKeyClients />
    </QueryProvider>
  )
}
