import { binEndpoints } from '@one/contract/bins'
import { useQuery } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { binKeys } from './bin-keys.ts'
import './follow-viewer.ts'

/** One bin: 404 for an unknown id and for someone else's private bin alike. */
export function getBin(id: string) {
  return http.call(binEndpoints.read, { params: { id } })
}

export function useBin(id: string) {
  return useQuery({ queryKey: binKeys.detail(id), queryFn: () => getBin(id) })
}
