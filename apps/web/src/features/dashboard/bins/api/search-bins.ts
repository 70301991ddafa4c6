import { type BinListQuery, binSearchEndpoints } from '@one/contract/bin-search'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { http } from '../../../../lib/http.ts'

export type BinsSearchView = Omit<BinListQuery, 'cursor' | 'limit' | 'filter'>

/** One page of the user's bins, searched by word in titles and texts when `q` is set (GET /one/bins). */
export function searchBins(query: BinListQuery) {
  return http.call(binSearchEndpoints.search, { query })
}

/**
 * The user's bins as searched (ranked, each with its matching line), filtered and sorted, a page at a
 * time. Kept among the bins' lists, so a change to a bin refreshes it. A new search keeps the last
 * answer on screen until its own arrives.
 */
export function useBinSearch(view: BinsSearchView) {
  return useInfiniteQuery({
    queryKey: binKeys.search(view),
    queryFn: ({ pageParam }) => searchBins({ ...view, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  })
}
