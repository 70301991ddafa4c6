import { type BinFilter, binEndpoints } from '@one/contract/bins'
import { useQuery } from '@tanstack/react-query'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { http } from '../../../lib/http.ts'

/** The signed-in user's bins, pinned first, then the newest changed. */
export async function getBins(filter: BinFilter) {
  // 'all' is the server's default, left out of the address.
  const query = filter === 'all' ? {} : { filter }
  return (await http.call(binEndpoints.list, { query })).bins
}

export function useBins(filter: BinFilter, enabled = true) {
  return useQuery({ queryKey: binKeys.list(filter), queryFn: () => getBins(filter), enabled })
}
