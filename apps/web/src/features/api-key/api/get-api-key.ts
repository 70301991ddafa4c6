import { apiKeyEndpoints, tokenOf } from '@one/contract/api-key'
import { useQuery } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { apiKeyKeys } from './api-key-keys.ts'

/** The subscriber's key, masked, or null when they have none. */
export async function getApiKey() {
  return tokenOf(await http.call(apiKeyEndpoints.getToken))
}

export function useApiKey(enabled: boolean) {
  return useQuery({ queryKey: apiKeyKeys.token, queryFn: getApiKey, enabled })
}
