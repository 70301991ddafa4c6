import type { Bin } from '@one/contract/bins'

/**
 * Who sees a bin's History (decision 22, as the server's requireHistoryReadable decides it): whoever
 * may read the bin, except that a burn-after-reading bin's history is its owner's alone.
 */
export function canSeeHistory(bin: Pick<Bin, 'burn' | 'mine'>): boolean {
  return bin.mine || !bin.burn
}

/** Restoring changes the bin: its owner's to do. */
export function canRestore(bin: Pick<Bin, 'mine'>): boolean {
  return bin.mine
}
