import { type Bin, bin, type CreateBinBody } from '@one/contract/bins'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { binKeys } from './bin-keys.ts'

/** POST /one/bins (201 with the new bin). */
export function createBin(body: CreateBinBody) {
  return http.post('/one/bins', body, bin)
}

/** Saves a new bin; its page then opens from the cache without asking again. */
export function useCreateBin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createBin,
    onSuccess: (saved: Bin) => {
      client.setQueryData(binKeys.detail(saved.id), saved)
      void client.invalidateQueries({ queryKey: binKeys.lists() })
    },
  })
}
