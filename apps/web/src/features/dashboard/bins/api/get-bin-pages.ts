import { type BinPageQuery, binPageEndpoints } from '@one/contract/bin-pages'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { binKeys } from '../../../../lib/bins/bin-keys.ts'
import { http } from '../../../../lib/http.ts'
import '../../../../lib/bins/follow-viewer.ts'

export type BinsView = Omit<BinPageQuery, 'cursor' | 'limit'>

/** One page of the signed-in user's bins; `cursor` is the `next` of the page before. */
export function getBinPage(query: BinPageQuery) {
  return http.call(binPageEndpoints.page, { query })
}

/**
 * The user's bins as searched, filtered and sorted, a page at a time: "Load more" asks for the page
 * after the last. A new search keeps the last answer on screen until its own arrives.
 */
export function useBinPages(view: BinsView) {
  return useInfiniteQuery({
    queryKey: binKeys.pages(view),
    queryFn: ({ pageParam }) => getBinPage({ ...view, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  })
}
