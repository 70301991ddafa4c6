import { BIN_PAGE_DATA_ELEMENT_ID, type Bin, bin, binEndpoints } from '@one/contract/bins'
import { useQuery } from '@tanstack/react-query'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { http } from '../../../lib/http.ts'

/** One bin: 404 for an unknown id and for someone else's private bin alike. */
export function getBin(id: string) {
  return http.call(binEndpoints.read, { params: { id } })
}

/**
 * The bin the server sent with a shared bin's page, as the API gives it to a guest. Its owner, seeing
 * `mine: false` here, gets the real answer at once: this data counts as already stale.
 */
function binSentWithThePage(id: string): Bin | undefined {
  const element = document.getElementById(BIN_PAGE_DATA_ELEMENT_ID)
  if (!element?.textContent) return undefined
  try {
    const sent = bin.parse(JSON.parse(element.textContent))
    return sent.id === id ? sent : undefined
  } catch {
    return undefined
  }
}

export function useBin(id: string) {
  return useQuery({
    queryKey: binKeys.detail(id),
    queryFn: () => getBin(id),
    initialData: () => binSentWithThePage(id),
    initialDataUpdatedAt: 0,
    // Burned by this very read: asking again would only be told it is gone, over the text on screen.
    staleTime: ({ state }) => (state.data?.burn && !state.data.mine ? Number.POSITIVE_INFINITY : 30_000),
  })
}
