import { mcpOauthEndpoints } from '@one/contract/mcp-oauth'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'

export type ConsentChoice = 'allow' | 'deny'

/** Allow or deny; on success the browser goes back to the client through the authorization server. */
export function useAnswerConsent(uid: string) {
  return useMutation({
    mutationFn: (choice: ConsentChoice) =>
      http.call(choice === 'allow' ? mcpOauthEndpoints.allow : mcpOauthEndpoints.deny, { params: { uid } }),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  })
}
