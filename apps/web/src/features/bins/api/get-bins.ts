import { binsResponse } from '@one/contract/bins'
import { useQuery } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { type BinFilter, binKeys } from './bin-keys.ts'
import './follow-viewer.ts'

/** GET /one/bins: the signed-in user's bins, pinned first, then the newest changed. */
export async function getBins(filter: BinFilter) {
  const query = filter === 'all' ? '' : `?filter=${filter}`
  return (await http.get(`/one/bins${query}`, binsResponse)).bins
}

export function useBins(filter: BinFilter, enabled = true) {
  return useQuery({ queryKey: binKeys.list(filter), queryFn: () => getBins(filter), enabled })
}
