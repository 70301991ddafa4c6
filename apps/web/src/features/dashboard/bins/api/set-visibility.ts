import { type Bin, type BinVisibility, binEndpoints } from '@one/contract/bins'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { changeInLists } from '../../../../lib/bins/bin-lists.ts'
import { cacheChangedBin } from '../../../../lib/bins/rekey-bin.ts'
import { http } from '../../../../lib/http.ts'

export function setVisibility(id: string, visibility: BinVisibility) {
  return http.call(binEndpoints.update, { params: { id }, body: { visibility } })
}

/**
 * Makes a bin public, unlisted or private: the list shows it at once and steps back if the server
 * refuses. Made unlisted, the bin takes a new id, and its row the new address.
 */
export function useSetVisibility(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (visibility: BinVisibility) => setVisibility(id, visibility),
    onMutate: (visibility) => changeInLists(client, { id, visibility }),
    onSuccess: (saved: Bin) => cacheChangedBin(client, id, saved),
    onSettled: () => client.invalidateQueries({ queryKey: binKeys.lists() }),
  })
}
