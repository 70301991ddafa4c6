import { binEndpoints } from '@one/contract/bins'
import { pathOf } from '@one/contract/endpoint'
import { useQueryClient } from '@tanstack/react-query'
import { reportError } from '../../stores/report-error.ts'
import { http } from '../http.ts'
import { config } from '../runtime-config.ts'
import { binKeys } from './bin-keys.ts'
import { hideFromLists } from './bin-lists.ts'
import { deleteLater } from './delete-later.ts'

export function deleteBin(id: string): Promise<void> {
  return http.call(binEndpoints.remove, { params: { id } })
}

/** The same delete from a page that is going away: the browser finishes it after the page is gone. */
function deleteBinOnLeave(id: string): void {
  const url = `${config.apiBase}${pathOf(binEndpoints.remove, { id })}`
  void fetch(url, { method: binEndpoints.remove.method, credentials: 'include', keepalive: true })
}

/**
 * A delete with Undo, wherever a bin is listed or shown: the bin leaves the listings at once, the
 * request waits for the Undo to expire, and Undo brings it back (then `onUndo` runs).
 */
export function useDeleteBinLater() {
  const client = useQueryClient()
  return (id: string, { onUndo }: { onUndo?(): void } = {}) => {
    const refreshLists = () => client.invalidateQueries({ queryKey: binKeys.lists() })
    hideFromLists(client, [id])
    deleteLater({
      send: () => deleteBin(id),
      sendOnLeave: () => deleteBinOnLeave(id),
      onUndo: () => {
        void refreshLists()
        onUndo?.()
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
