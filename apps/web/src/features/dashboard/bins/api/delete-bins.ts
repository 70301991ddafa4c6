import { binPageEndpoints } from '@one/contract/bin-pages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { hideFromLists } from '../../../../lib/bins/bin-lists.ts'
import { http } from '../../../../lib/http.ts'

/** Deletes several of the user's bins at once; the answer names the ones deleted. */
export function deleteBins(ids: string[]) {
  return http.call(binPageEndpoints.deleteMany, { body: { ids } })
}

export function useDeleteBins() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteBins,
    onSuccess: ({ deleted }) => {
      hideFromLists(client, deleted)
      for (const id of deleted) client.removeQueries({ queryKey: binKeys.detail(id) })
    },
    onSettled: () => client.invalidateQueries({ queryKey: binKeys.lists() }),
  })
}
