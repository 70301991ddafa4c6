import { type BinSummary, binEndpoints } from '@one/contract/bins'
import { pathOf } from '@one/contract/endpoint'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { http } from '../../../lib/http.ts'
import { config } from '../../../lib/runtime-config.ts'
import { reportError } from '../../../stores/report-error.ts'
import { deleteLater } from '../delete-later.ts'
import { binKeys } from './bin-keys.ts'

export function deleteBin(id: string): Promise<void> {
  return http.call(binEndpoints.remove, { params: { id } })
}

/** The same delete from a page that is going away: the browser finishes it after the page is gone. */
export function deleteBinOnLeave(id: string): void {
  const url = `${config.apiBase}${pathOf(binEndpoints.remove, { id })}`
  void fetch(url, { method: binEndpoints.remove.method, credentials: 'include', keepalive: true })
}

/**
 * Deletes a bin the way its page offers it: the bin leaves the listings and the user goes home at
 * once; the request waits for the Undo to expire, and Undo brings the user back to the bin.
 */
export function useDeleteBinWithUndo() {
  const client = useQueryClient()
  const navigate = useNavigate()
  return (id: string) => {
    const refreshLists = () => client.invalidateQueries({ queryKey: binKeys.lists() })
    client.setQueriesData<BinSummary[]>({ queryKey: binKeys.lists() }, (bins) =>
      bins?.filter((bin) => bin.id !== id),
    )
    navigate('/')
    deleteLater({
      send: () => deleteBin(id),
      sendOnLeave: () => deleteBinOnLeave(id),
      onUndo: () => {
        void refreshLists()
        navigate(`/bins/${id}`)
      },
      onSent: () => {
        client.removeQueries({ queryKey: binKeys.detail(id) })
        void refreshLists()
      },
      onFailed: (error) => {
        reportError(error, 'Error deleting bin')
        void refreshLists()
      },
    })
  }
}
