import type { BinSummary } from '@one/contract/bins'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { http } from '../../../lib/http.ts'
import { config } from '../../../lib/runtime-config.ts'
import { useQueue } from '../../queue/queue-store.ts'
import { deleteLater } from '../delete-later.ts'
import { binKeys } from './bin-keys.ts'

const path = (id: string) => `/one/bins/${encodeURIComponent(id)}`

/** DELETE /one/bins/{id} (204). */
export function deleteBin(id: string): Promise<void> {
  return http.delete(path(id))
}

/** The same DELETE from a page that is going away: the browser finishes it after the page is gone. */
export function deleteBinOnLeave(id: string): void {
  void fetch(`${config.apiBase}${path(id)}`, { method: 'DELETE', credentials: 'include', keepalive: true })
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
        useQueue.getState().pushError(error, 'Error deleting bin')
        void refreshLists()
      },
    })
  }
}
