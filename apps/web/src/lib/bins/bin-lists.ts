import type { BinPage } from '@one/contract/bin-pages'
import type { BinSummary } from '@one/contract/bins'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { binKeys } from './bin-keys.ts'

type Listed = BinSummary[] | InfiniteData<BinPage, unknown>

/** A listing without `ids`: the dialog's arrays and the dashboard's pages alike. */
function without(listed: Listed | undefined, ids: ReadonlySet<string>): Listed | undefined {
  if (!listed) return listed
  if (Array.isArray(listed)) return listed.filter((bin) => !ids.has(bin.id))
  return {
    ...listed,
    pages: listed.pages.map((page) => ({ ...page, bins: page.bins.filter((bin) => !ids.has(bin.id)) })),
  }
}

/** Takes bins out of every cached listing at once, before the server has been asked. */
export function hideFromLists(client: QueryClient, ids: Iterable<string>): void {
  const hidden = new Set(ids)
  client.setQueriesData<Listed>({ queryKey: binKeys.lists() }, (listed) => without(listed, hidden))
}

/** One bin changed in every cached listing that holds it (its visibility, say), before the server answers. */
export function changeInLists(client: QueryClient, changed: Pick<BinSummary, 'id'> & Partial<BinSummary>) {
  rekeyInLists(client, changed.id, changed)
}

/**
 * A bin that took a new id (made unlisted: its old link must lead nowhere) under its new id in every
 * cached listing that held it, with what changed, so each row opens and copies the new address.
 */
export function rekeyInLists(
  client: QueryClient,
  oldId: string,
  changed: Pick<BinSummary, 'id'> & Partial<BinSummary>,
) {
  const change = (bin: BinSummary) => (bin.id === oldId ? { ...bin, ...changed } : bin)
  client.setQueriesData<Listed>({ queryKey: binKeys.lists() }, (listed) => {
    if (!listed) return listed
    if (Array.isArray(listed)) return listed.map(change)
    return { ...listed, pages: listed.pages.map((page) => ({ ...page, bins: page.bins.map(change) })) }
  })
}
