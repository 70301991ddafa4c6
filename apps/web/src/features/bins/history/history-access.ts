import type { BinRevisionSummary } from '@one/contract/bin-revisions'
import type { Bin } from '@one/contract/bins'

/**
 * Who sees a bin's History (decision 0022, as the server's requireHistoryReadable decides it): whoever
 * may read the bin, except that a burn-after-reading bin's history is its owner's alone.
 */
export function canSeeHistory(bin: Pick<Bin, 'burn' | 'mine'>): boolean {
  return bin.mine || !bin.burn
}

/** Restoring changes the bin: its owner's to do. */
export function canRestore(bin: Pick<Bin, 'mine'>): boolean {
  return bin.mine
}

/**
 * Whether the owner is told that some of what they see is theirs alone: others see a shared bin's
 * history only from after it was last private (decision 0035).
 */
export function showsPrivatePast(
  bin: Pick<Bin, 'mine' | 'visibility'>,
  revisions: readonly Pick<BinRevisionSummary, 'visibility'>[],
): boolean {
  return bin.mine && bin.visibility !== 'private' && revisions.some((r) => r.visibility === 'private')
}
