import type { Bin, CreateBinBody } from '@one/contract/bins'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { queryClient } from '../../../lib/query-client.tsx'
import { createBin } from './create-bin.ts'

/**
 * Saves the home page's new bin; its page then opens from the cache without asking again. Fetched on the
 * first save: the query cache is not part of the home page's first screen (docs/decisions/0021).
 */
export async function saveNewBin(body: CreateBinBody): Promise<Bin> {
  const saved = await createBin(body)
  queryClient.setQueryData(binKeys.detail(saved.id), saved)
  void queryClient.invalidateQueries({ queryKey: binKeys.lists() })
  return saved
}
