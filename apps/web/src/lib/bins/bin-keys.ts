import type { BinListQuery } from '@one/contract/bin-search'
import type { BinFilter } from '@one/contract/bins'

/** Query keys of the bins: every listing sits under `lists`, so one invalidation refreshes them all. */
export const binKeys = {
  all: ['bins'] as const,
  lists: () => [...binKeys.all, 'list'] as const,
  list: (filter: BinFilter) => [...binKeys.lists(), filter] as const,
  /** The dashboard's list as searched, a page at a time (its cursor is the page parameter, not in the key). */
  search: (view: Omit<BinListQuery, 'cursor' | 'limit' | 'filter'>) =>
    [...binKeys.lists(), 'search', view] as const,
  detail: (id: string) => [...binKeys.all, 'detail', id] as const,
  /**
   * What the bins keep of the quota, as of the listing last read (`listedAt`): not among the lists,
   * whose entries are all listings, but read again whenever they are.
   */
  usage: (listedAt: number) => [...binKeys.all, 'usage', listedAt] as const,
}
