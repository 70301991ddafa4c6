import { type Bin, type BinVisibility, binEndpoints } from '@one/contract/bins'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { changeInLists } from '../../../../lib/bins/bin-lists.ts'
import { http } from '../../../../lib/http.ts'

export function setVisibility(id: string, visibility: BinVisibility) {
  return http.call(binEndpoints.update, { params: { id }, body: { visibility } })
}

/** Makes a bin public or private: the list shows it at once and steps back if the server refuses. */
export function useSetVisibility(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (visibility: BinVisibility) => setVisibility(id, visibility),
    onMutate: (visibility) => changeInLists(client, { id, visibility }),
    onSuccess: (saved: Bin) => client.setQueryData(binKeys.detail(id), saved),
    onSettled: () => client.invalidateQueries({ queryKey: binKeys.lists() }),
  })
}
