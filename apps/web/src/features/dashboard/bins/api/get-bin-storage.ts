import { binStorageEndpoints } from '@one/contract/bin-storage'
import { useQuery } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { http } from '../../../../lib/http.ts'

/** What the signed-in user's bins keep, with their history, of their storage quota. */
export function getBinStorage() {
  return http.call(binStorageEndpoints.usage)
}

export function useBinStorage() {
  return useQuery({ queryKey: binKeys.usage(), queryFn: getBinStorage })
}
