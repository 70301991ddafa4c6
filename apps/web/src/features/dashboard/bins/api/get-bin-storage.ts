import { binStorageEndpoints } from '@one/contract/bin-storage'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { http } from '../../../../lib/http.ts'

/** What the signed-in user's bins keep, with their history, of their storage quota. */
export function getBinStorage() {
  return http.call(binStorageEndpoints.usage)
}

/**
 * Read again with each new answer of the user's listing (`listedAt`, its time): a save, a delete or a
 * change of visibility refreshes the list, and so this. The last answer stays on screen meanwhile.
 */
export function useBinStorage(listedAt: number) {
  return useQuery({
    queryKey: binKeys.usage(listedAt),
    queryFn: getBinStorage,
    enabled: listedAt > 0,
    placeholderData: keepPreviousData,
  })
}
