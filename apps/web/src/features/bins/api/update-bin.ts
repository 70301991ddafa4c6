import { type Bin, binEndpoints, type UpdateBinBody } from '@one/contract/bins'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { cacheChangedBin } from '../../../lib/bins/rekey-bin.ts'
import { http } from '../../../lib/http.ts'

/** Text changes carry the version they were made on (409 when stale). */
export function updateBin(id: string, body: UpdateBinBody) {
  return http.call(binEndpoints.update, { params: { id }, body })
}

/**
 * Changes a bin. Bookmarks and visibility show at once and step back if the server refuses; text
 * changes and a new lifetime wait for the server, whose answer (with the new version) replaces the cached bin.
 */
export function useUpdateBin(id: string) {
  const client = useQueryClient()
  const key = binKeys.detail(id)
  return useMutation({
    mutationFn: (body: UpdateBinBody) => updateBin(id, body),
    onMutate: async (body) => {
      const { version: _v, content: _c, title: _t, language: _l, expires: _e, ...flags } = body
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<Bin>(key)
      if (before && Object.keys(flags).length > 0) client.setQueryData<Bin>(key, { ...before, ...flags })
      return { before }
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(key, context.before)
    },
    // Made unlisted, the bin answers with a new id: its page then moves there (BinView).
    onSuccess: (saved) => cacheChangedBin(client, id, saved),
    onSettled: () => client.invalidateQueries({ queryKey: binKeys.lists() }),
  })
}
