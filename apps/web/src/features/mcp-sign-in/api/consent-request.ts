import { mcpOauthEndpoints } from '@one/contract/mcp-oauth'
import { useQuery } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { sameForEveryone } from '../../../lib/query-client.tsx'

/** The MCP client asking to sign in: its name, where the answer goes, what it may do. */
export function useConsentRequest(uid: string) {
  return useQuery({
    queryKey: ['mcp-sign-in', uid],
    queryFn: () => http.call(mcpOauthEndpoints.consentRequest, { params: { uid } }),
    // The request lives only as long as the provider's interaction: asking again would not help.
    retry: false,
    staleTime: Infinity,
    // The client's request, not the user's: signing in on this page keeps it.
    meta: sameForEveryone,
  })
}
