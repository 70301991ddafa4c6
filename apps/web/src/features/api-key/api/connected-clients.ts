import { mcpOauthEndpoints } from '@one/contract/mcp-oauth'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { apiKeyKeys } from './api-key-keys.ts'

/** The MCP clients the subscriber let in by signing in. */
export function useConnectedClients() {
  return useQuery({
    queryKey: apiKeyKeys.clients,
    queryFn: async () => (await http.call(mcpOauthEndpoints.connectedClients)).clients,
  })
}

/** Revoke a client: the server drops its tokens at once. */
export function useRevokeClient(onDone: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (clientId: string) => http.call(mcpOauthEndpoints.revokeClient, { params: { clientId } }),
    onSuccess: onDone,
    onError: (error) => reportError(error, 'Could not revoke the client'),
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.clients }),
  })
}
