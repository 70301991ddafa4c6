import type { Bin } from '@one/contract/bins'
import type { QueryClient } from '@tanstack/react-query'
import { binKeys } from './bin-keys.ts'
import { rekeyInLists } from './bin-lists.ts'

/**
 * A changed bin into the caches. When the change gave it a new id (it was made unlisted), the bin is
 * cached under that id and every listing holding the old one is re-keyed; the old id's entry goes at
 * once unless a page still shows it, which moves to the new address and lets it expire.
 */
export function cacheChangedBin(client: QueryClient, oldId: string, saved: Bin): void {
  client.setQueryData(binKeys.detail(saved.id), saved)
  if (saved.id === oldId) return
  const { id, visibility, expiresAt, burn, version, updatedAt } = saved
  rekeyInLists(client, oldId, { id, visibility, expiresAt, burn, version, updatedAt })
  const old = client.getQueryCache().find({ queryKey: binKeys.detail(oldId), exact: true })
  if (old && old.getObserversCount() === 0) client.removeQueries({ queryKey: old.queryKey, exact: true })
}
