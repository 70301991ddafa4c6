import { type Bin, binEndpoints, type CreateBinBody } from '@one/contract/bins'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { http } from '../../../lib/http.ts'

/** Saves a new bin; the answer is the bin with its id. */
export function createBin(body: CreateBinBody) {
  return http.call(binEndpoints.create, { body })
}

/** Saves a new bin from a component; its page then opens from the cache without asking again. */
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
