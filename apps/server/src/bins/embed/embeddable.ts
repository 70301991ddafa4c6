import { binId } from '@one/contract/bins'
import type { BinCache, CachedBin } from '../bin-cache.ts'
import type { BinRow } from '../bin-view.ts'
import { isExpired } from '../bins-store.ts'

/**
 * Whether other sites may show the bin: anyone with its link reads a public or unlisted bin. A private
 * one is its owner's alone, and a burn-after-reading one is read once, by a person, never by a frame.
 */
export function isEmbeddable(bin: Pick<BinRow, 'visibility' | 'burn' | 'expiresAt'>, now = Date.now()) {
  return bin.visibility !== 'private' && !bin.burn && !isExpired(bin, now)
}

/** The bin of this id when it may be embedded; undefined for every other id, as for an unknown one. */
export async function findEmbeddable(binCache: BinCache, id: string): Promise<CachedBin | undefined> {
  if (!binId.safeParse(id).success) return undefined
  const bin = await binCache.find(id)
  return bin && isEmbeddable(bin.record) ? bin : undefined
}
