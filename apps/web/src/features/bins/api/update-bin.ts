import { type Bin, binEndpoints, type UpdateBinBody } from '@one/contract/bins'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { http } from '../../../lib/http.ts'

/** Text changes carry the version they were made on (409 when stale). */
export function updateBin(id: string, body: UpdateBinBody) {
  return http.call(binEndpoints.update, { params: { id }, body })
}

/**
 * Changes a bin. Bookmarks and visibility show at once and step back if the server refuses; text
 * changes wait for the server, whose answer (with the new version) replaces the cached bin.
 */
export function useUpdateBin(id: string) {
  const client = useQueryClient()
  const key = binKeys.detail(id)
  return useMutation({
    mutationFn: (body: UpdateBinBody) => updateBin(id, body),
    onMutate: async (body) => {
      const { version: _version, content: _content, title: _title, language: _language, ...flags } = body
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<Bin>(key)
      if (before && Object.keys(flags).length > 0) client.setQueryData<Bin>(key, { ...before, ...flags })
      return { before }
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(key, context.before)
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
    onSettled: () => client.invalidateQueries({ queryKey: binKeys.lists() }),
  })
}
